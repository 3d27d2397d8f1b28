import { leadershipTitle, type TeamMember } from "../../../content/team";
import { Card, CardDescription, CardTitle } from "../../ui/card";
import { Section } from "../../ui/section";

/** The leadership team: initials avatar, name, role and a short bio. */
export function AboutLeadership({ members }: { members: TeamMember[] }) {
  return (
    <Section heading={{ id: "leadership-title", title: leadershipTitle }}>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {members.map((member) => (
          <Card as="li" key={member.name} className="text-center">
            <img
              src={member.avatar}
              alt=""
              width={96}
              height={96}
              loading="lazy"
              className="mx-auto size-24 rounded-full"
            />
            <CardTitle className="mt-4">{member.name}</CardTitle>
            <p className="text-sm font-medium text-accent">{member.role}</p>
            <CardDescription className="mt-3">{member.bio}</CardDescription>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
