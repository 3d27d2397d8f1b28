import { leadershipTitle, type TeamMember } from "../../../content/team";
import { SectionHeading } from "../section-heading";
import { Reveal } from "../../layout/reveal";

/** The leadership team: initials avatar, name, role and a short bio. */
export function AboutLeadership({ members }: { members: TeamMember[] }) {
  return (
    <Reveal
      aria-labelledby="leadership-title"
      className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8"
    >
      <SectionHeading id="leadership-title" title={leadershipTitle} />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {members.map((member) => (
          <li
            key={member.name}
            className="rounded-2xl border border-slate-200 bg-white/90 p-6 text-center shadow-sm"
          >
            <img
              src={member.avatar}
              alt=""
              width={96}
              height={96}
              loading="lazy"
              className="mx-auto size-24 rounded-full"
            />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{member.name}</h3>
            <p className="text-sm font-medium text-brand-700">{member.role}</p>
            <p className="mt-3 text-sm leading-relaxed text-slate-600">{member.bio}</p>
          </li>
        ))}
      </ul>
    </Reveal>
  );
}
