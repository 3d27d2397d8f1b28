/**
 * The staff door's HTTP API (issue 36), a plugin inside the form API's scope (server/plugins/form-api.ts):
 * it shares its strict JSON bodies, its no-store header and its 503 when the database is away. The
 * addresses and schemas are src/shared/staff-api.ts's.
 *
 * Every route says who may call it (`config.staff`): "public" (the passkey ceremonies that sign in),
 * "member" (any signed-in staff member, the default) or "owner". Before anything is parsed:
 * - a state-changing request (anything but GET and HEAD) whose Origin is not SITE_URL's is a 403;
 * - without a live session (the cookie's id, 30 minutes idle, 12 hours in all) a 401;
 * - a member on an owner's route a 403.
 * Every action the issue names is written to the audit log (who, what, which record, when), never
 * with a visitor's data; no log line carries a visitor's data or the session's id.
 */
import { createHmac } from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type {
  AuthenticationResponseJSON,
  RegistrationResponseJSON,
  WebAuthnCredential,
} from "@simplewebauthn/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { site } from "../../src/shared/site.ts";
import {
  auditQuery,
  auditResponse,
  csvResponse,
  erasePreviewResponse,
  eraseRefusedResponse,
  eraseResponse,
  gapsResponse,
  inviteResponse,
  meResponse,
  membersResponse,
  okResponse,
  personResponse,
  resendResponse,
  submissionDetail,
  submissionsResponse,
  webauthnOptionsResponse,
  enrolOptionsRequest,
  enrolVerifyRequest,
  erasePreviewRequest,
  eraseRequest,
  exportQuery,
  idParams,
  inviteRequest,
  noteRequest,
  ownerRequest,
  passkeyVerifyRequest,
  personQuery,
  signInOptionsRequest,
  signInVerifyRequest,
  staffApi,
  staffMessages,
  statusRequest,
  submissionsQuery,
  verdictRequest,
} from "../../src/shared/staff-api.ts";
import type {
  Me,
  StaffRole,
  SubmissionDetail,
  SubmissionListItem,
} from "../../src/shared/staff-api.ts";
import type { Admin } from "../admin.ts";
import type { Db } from "../db/index.ts";
import type { LeadSource, SubmissionData } from "../db/schema.ts";
import type { StaffRow } from "../db/staff-schema.ts";
import {
  RateLimitedError,
  StaffCeremonyError,
  StaffConflictError,
  StaffNotFoundError,
  StaffOriginError,
  StaffOwnersOnlyError,
  StaffSignInError,
} from "../errors.ts";
import { safeError } from "../log-safe.ts";
import { clientKey, countHit } from "../rate-limit-store.ts";
import { toCsv } from "../submissions/csv.ts";
import type { Store } from "../submissions/store.ts";
import { cookieNameFor, readCookie, sessionCookie } from "./session-cookie.ts";
import { createStaffStore, hashOf } from "./store.ts";
import type { Actor } from "./store.ts";

/** Who may call a route. */
export type StaffAccess = "public" | "member" | "owner";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A staff route's callers (server/staff/routes.ts); "member" when unsaid. */
    staff?: StaffAccess;
  }
}

/** What the staff door needs of the database when it is there (server/service.ts's parts). */
export interface StaffParts {
  db: Db;
  store: Store;
  admin: Admin;
  hashSecret: () => Promise<string>;
}

/** Sign-in attempts allowed in a window, per client and per account. */
export const SIGN_IN_LIMIT = { perClient: 10, perAccount: 10, windowMs: 15 * 60_000 };

export interface StaffPluginOptions {
  /** The database when it is there: `get()` throws DatabaseUnavailableError (a 503) when not. */
  database: { get(): StaffParts };
  /** What a failed database call becomes (a 503 when the database is away). */
  fromDatabase: (error: unknown) => unknown;
  /** SITE_URL's origin: the relying party's ID is its host name, the expected origin itself. */
  siteOrigin: string;
  signInLimit?: typeof SIGN_IN_LIMIT;
  /** Wakes the outbox (an invitation's e-mail, a delivery sent again). */
  wake?: () => void;
  clock?: () => Date;
}

const READ_ONLY = new Set(["GET", "HEAD"]);
const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** A list row's name and interest: what each kind of form calls them. */
const nameOf = (data: SubmissionData) => data.name ?? data.contact ?? "";
const interestOf = (data: SubmissionData) => data.interestedIn ?? data.subject ?? "";
const sourceOf = (source: LeadSource | null) => ({
  campaign: source?.utm?.utm_campaign ?? null,
  landingPage: source?.landingPage ?? null,
  page: source?.page ?? null,
  referrer: source?.referrer ?? null,
});

export async function staffPlugin(parent: FastifyInstance, options: StaffPluginOptions) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { database, fromDatabase, siteOrigin } = options;
  const clock = options.clock ?? (() => new Date());
  const limit = options.signInLimit ?? SIGN_IN_LIMIT;
  const rpID = new URL(siteOrigin).hostname;
  const cookieName = cookieNameFor(siteOrigin);
  /** The signed-in staff member of each request that has one. */
  const signedIn = new WeakMap<FastifyRequest, StaffRow>();

  const parts = () => {
    try {
      return database.get();
    } catch (error) {
      throw fromDatabase(error);
    }
  };
  const staffStore = () => createStaffStore(parts().db, clock);
  /** Runs a database call; a lost database becomes a 503. */
  const withDb = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw fromDatabase(error);
    }
  };

  const local = (url: string) => {
    if (!url.startsWith(`${parent.prefix}/`))
      throw new Error(`${url} is not under ${parent.prefix}/`);
    return url.slice(parent.prefix.length);
  };

  const member = (request: FastifyRequest): StaffRow => {
    const found = signedIn.get(request);
    if (!found) throw new StaffSignInError();
    return found;
  };
  const actor = (request: FastifyRequest): Actor => {
    const { id, email } = member(request);
    return { id, email };
  };

  // Each route declares its request and its answer from the contract (src/shared/staff-api.ts):
  // the answer is checked and cut to the contract's fields, so a handler can never send more (a
  // session id, a passkey's key) than the contract says.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The door: Origin, then the session, then the role, before any body is read.
  app.addHook("onRequest", async (request) => {
    if (!READ_ONLY.has(request.method) && request.headers.origin !== siteOrigin) {
      throw new StaffOriginError();
    }
    const access = request.routeOptions.config.staff ?? "member";
    if (access === "public") return;
    const id = readCookie(request.headers.cookie, cookieName);
    if (!id) throw new StaffSignInError();
    const found = await withDb(() => staffStore().session(id));
    if (!found) throw new StaffSignInError();
    if (access === "owner" && found.role !== "owner") throw new StaffOwnersOnlyError();
    signedIn.set(request, found);
  });

  /** A 429 in the door's words. */
  const refusal = (_request: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode !== 429) return undefined;
    const retryAfter = Number(reply.getHeader("Retry-After")) || 60;
    return reply.send({
      error: "Too many sign-in attempts. Wait a few minutes and try again.",
      retryAfter,
    });
  };

  /** Counts a sign-in attempt against `who` (a client, an account): 429 over the limit. */
  const countAttempt = async (who: string, max: number) => {
    const { db, hashSecret } = parts();
    const key = createHmac("sha256", await withDb(hashSecret))
      .update(`staff sign-in\n${who}`)
      .digest("hex");
    const hit = await withDb(() => countHit(db, key, limit.windowMs));
    if (hit.current > max) throw new RateLimitedError(Math.max(1, Math.ceil(hit.ttl / 1000)));
  };

  /** Starts a session (a new id, whatever the request carried) and sets its cookie. */
  const signIn = async (request: FastifyRequest, reply: FastifyReply, who: StaffRow) => {
    const store = staffStore();
    const old = readCookie(request.headers.cookie, cookieName);
    if (old) await withDb(() => store.endSession(old));
    const id = await withDb(() => store.startSession(who.id));
    reply.header("Set-Cookie", sessionCookie(siteOrigin, id));
  };

  const meOf = async (who: StaffRow): Promise<Me> => ({
    id: who.id,
    email: who.email,
    role: who.role,
    passkeys: (await withDb(() => staffStore().passkeysOf(who.id))).length,
  });

  const registrationOptions = async (
    who: { email: string; userHandle: string; id?: string },
    purpose: string,
    subject: string,
  ) => {
    const store = staffStore();
    const existing = who.id ? await withDb(() => store.passkeysOf(who.id ?? "")) : [];
    const optionsJSON = await generateRegistrationOptions({
      rpName: `${site.name} staff`,
      rpID,
      userName: who.email,
      userID: new TextEncoder().encode(who.userHandle),
      attestationType: "none",
      excludeCredentials: existing.map((passkey) => ({
        id: passkey.id,
        transports: passkey.transports,
      })),
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
    });
    await withDb(() => store.putChallenge(optionsJSON.challenge, purpose, subject));
    // As the contract's loose object (webauthnOptionsResponse): passed through as made.
    return { ...optionsJSON };
  };

  /** A registration answer verified against a challenge of `purpose` for `subject`; the passkey. */
  const verifiedPasskey = async (response: unknown, purpose: string, subject: string) => {
    const store = staffStore();
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response: response as RegistrationResponseJSON,
        expectedChallenge: (challenge) =>
          withDb(() => store.takeChallenge(challenge, purpose, subject)),
        expectedOrigin: siteOrigin,
        expectedRPID: rpID,
        requireUserVerification: true,
      });
    } catch {
      throw new StaffCeremonyError("The passkey could not be registered: try again");
    }
    if (!verification.verified) {
      throw new StaffCeremonyError("The passkey could not be registered: try again");
    }
    const { credential } = verification.registrationInfo;
    return {
      id: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? [],
    };
  };

  /** A WebAuthn user handle for an invitation's address: the member's own, or one made from the token. */
  const userHandleFor = async (email: string, token: string) =>
    (await withDb(() => staffStore().memberByEmail(email)))?.userHandle ??
    hashOf(`user\n${hashOf(token)}`).slice(0, 43);

  // ---- Enrolment and sign-in --------------------------------------------------------------------

  app.post(
    local(staffApi.enrolOptions),
    {
      config: { staff: "public", refusal },
      schema: { body: enrolOptionsRequest, response: { 200: webauthnOptionsResponse } },
    },
    async (request) => {
      await countAttempt(`options\nclient\n${clientKey(request.ip)}`, limit.perClient * 3);
      const { token } = request.body;
      const invitation = await withDb(() => staffStore().invitation(token));
      if (!invitation) throw new StaffCeremonyError(staffMessages.token);
      const found = await withDb(() => staffStore().memberByEmail(invitation.email));
      return registrationOptions(
        {
          email: invitation.email,
          userHandle: await userHandleFor(invitation.email, token),
          id: found?.id,
        },
        "enrol",
        invitation.tokenHash,
      );
    },
  );

  app.post(
    local(staffApi.enrolVerify),
    {
      config: { staff: "public", refusal },
      schema: { body: enrolVerifyRequest, response: { 200: meResponse } },
    },
    async (request, reply) => {
      await countAttempt(`verify\nclient\n${clientKey(request.ip)}`, limit.perClient);
      const { token, response } = request.body;
      const store = staffStore();
      const invitation = await withDb(() => store.invitation(token));
      if (!invitation) throw new StaffCeremonyError(staffMessages.token);
      const passkey = await verifiedPasskey(response, "enrol", invitation.tokenHash);
      const enrolled = await withDb(() =>
        store.enrol(token, passkey, { userHandle: hashOf(`user\n${hashOf(token)}`).slice(0, 43) }),
      );
      if (!enrolled) throw new StaffCeremonyError(staffMessages.token);
      await signIn(request, reply, enrolled);
      await withDb(() =>
        store.audit({ id: enrolled.id, email: enrolled.email }, "sign-in", enrolled.id),
      );
      request.log.info({ staff: enrolled.id }, "staff member enrolled");
      return meOf(enrolled);
    },
  );

  app.post(
    local(staffApi.signInOptions),
    {
      config: { staff: "public", refusal },
      schema: { body: signInOptionsRequest, response: { 200: webauthnOptionsResponse } },
    },
    async (request) => {
      await countAttempt(`options\nclient\n${clientKey(request.ip)}`, limit.perClient * 3);
      const optionsJSON = await generateAuthenticationOptions({
        rpID,
        userVerification: "required",
        allowCredentials: [],
      });
      await withDb(() => staffStore().putChallenge(optionsJSON.challenge, "sign-in"));
      return { ...optionsJSON };
    },
  );

  app.post(
    local(staffApi.signInVerify),
    {
      config: { staff: "public", refusal },
      schema: { body: signInVerifyRequest, response: { 200: meResponse } },
    },
    async (request, reply) => {
      await countAttempt(`verify\nclient\n${clientKey(request.ip)}`, limit.perClient);
      const response = request.body.response as unknown as AuthenticationResponseJSON;
      const store = staffStore();
      const passkey = await withDb(() => store.passkey(String(response.id)));
      const owner = passkey ? await withDb(() => store.member(passkey.staffId)) : undefined;
      const failed = async (who: StaffRow | undefined) => {
        await withDb(() =>
          store.audit(
            who ? { id: who.id, email: who.email } : null,
            "sign-in-failed",
            who?.id ?? null,
          ),
        );
        request.log.info({ staff: who?.id ?? null }, "staff sign-in failed");
        return new StaffCeremonyError(
          "That passkey did not sign you in: try again, or ask an owner for a new link",
        );
      };
      if (!passkey || !owner) throw await failed(undefined);
      await countAttempt(`verify\naccount\n${owner.id}`, limit.perAccount);
      let verified = false;
      let newCounter = passkey.counter;
      try {
        const result = await verifyAuthenticationResponse({
          response,
          expectedChallenge: (challenge) => withDb(() => store.takeChallenge(challenge, "sign-in")),
          expectedOrigin: siteOrigin,
          expectedRPID: rpID,
          credential: {
            id: passkey.id,
            publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
            counter: passkey.counter,
            transports: passkey.transports as WebAuthnCredential["transports"],
          },
          requireUserVerification: true,
        });
        verified = result.verified;
        newCounter = result.authenticationInfo.newCounter;
      } catch (error) {
        request.log.info({ err: safeError(error) }, "a passkey's answer did not verify");
      }
      if (!verified) throw await failed(owner);
      await withDb(() => store.usedPasskey(passkey.id, newCounter));
      await signIn(request, reply, owner);
      await withDb(() => store.audit({ id: owner.id, email: owner.email }, "sign-in", owner.id));
      request.log.info({ staff: owner.id }, "staff member signed in");
      return meOf(owner);
    },
  );

  app.post(
    local(staffApi.signOut),
    { config: { staff: "member" }, schema: { response: { 200: okResponse } } },
    async (request, reply) => {
      const who = actor(request);
      const id = readCookie(request.headers.cookie, cookieName);
      const store = staffStore();
      if (id) await withDb(() => store.endSession(id));
      await withDb(() => store.audit(who, "sign-out", who.id));
      reply.header("Set-Cookie", sessionCookie(siteOrigin, undefined));
      return { ok: true as const };
    },
  );

  app.get(local(staffApi.me), { schema: { response: { 200: meResponse } } }, async (request) =>
    meOf(member(request)),
  );

  app.post(
    local(staffApi.passkeyOptions),
    { schema: { response: { 200: webauthnOptionsResponse } } },
    async (request) => {
      const who = member(request);
      return registrationOptions(who, "passkey", who.id);
    },
  );

  app.post(
    local(staffApi.passkeyVerify),
    { schema: { body: passkeyVerifyRequest, response: { 200: meResponse } } },
    async (request) => {
      const who = member(request);
      const passkey = await verifiedPasskey(request.body.response, "passkey", who.id);
      const store = staffStore();
      await withDb(() => store.addPasskey(who.id, passkey));
      await withDb(() => store.audit(actor(request), "passkey-added", who.id));
      return meOf(who);
    },
  );

  // ---- The inbox --------------------------------------------------------------------------------

  app.get(
    local(staffApi.submissions),
    { schema: { querystring: submissionsQuery, response: { 200: submissionsResponse } } },
    async (request) => {
      const { rows, next } = await withDb(() => staffStore().list(request.query));
      const items: SubmissionListItem[] = rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        name: nameOf(row.data),
        interest: interestOf(row.data),
        verdict: row.verdict,
        status: row.status ?? "new",
        source: sourceOf(row.source),
        receivedAt: row.createdAt.toISOString(),
        unread: !row.readAt,
        owner: row.owner ?? null,
      }));
      return { items, next };
    },
  );

  /** A submission with its triage and notes, as the detail view shows it. */
  const detailOf = async (id: string): Promise<SubmissionDetail> => {
    const { store } = parts();
    const [row] = await withDb(() => store.byIds([id]));
    if (!row) throw new StaffNotFoundError("No such submission");
    const { triage, notes } = await withDb(() => staffStore().triageOf(id));
    return {
      id: row.id,
      kind: row.kind,
      name: nameOf(row.data),
      interest: interestOf(row.data),
      verdict: row.verdict,
      status: triage?.status ?? "new",
      source: sourceOf(row.source),
      receivedAt: row.createdAt.toISOString(),
      unread: !triage?.readAt,
      owner: triage?.owner ?? null,
      ownerId: triage?.ownerId ?? null,
      fields: row.data,
      sourceDetail: row.source ? { ...row.source } : null,
      reasons: row.reasons,
      deliveries: row.deliveries.map((delivery) => ({
        id: delivery.id,
        // A submission's own deliveries: never a digest or an invitation.
        channel: delivery.channel as SubmissionDetail["deliveries"][number]["channel"],
        state: delivery.status,
        attempts: delivery.attempts,
        lastError: delivery.lastError,
        sentAt: iso(delivery.sentAt),
      })),
      notes: notes.map((note) => ({
        id: note.id,
        author: note.author ?? null,
        text: note.text,
        createdAt: note.createdAt.toISOString(),
      })),
    };
  };

  app.get(
    local(staffApi.submission),
    { schema: { params: idParams, response: { 200: submissionDetail } } },
    async (request) => {
      const { id } = request.params;
      const detail = await detailOf(id);
      const store = staffStore();
      await withDb(() => store.setTriage(id, { read: true }));
      await withDb(() => store.audit(actor(request), "view", id));
      return detail;
    },
  );

  app.post(
    local(staffApi.verdict),
    { schema: { params: idParams, body: verdictRequest, response: { 200: submissionDetail } } },
    async (request) => {
      const { id } = request.params;
      const { verdict } = request.body;
      const { admin } = parts();
      const store = staffStore();
      if (verdict === "ok") {
        const result = await withDb(() => admin.release({ id }));
        if (!result.released) {
          if (result.reason === "no such submission")
            throw new StaffNotFoundError("No such submission");
          throw new StaffConflictError(`Not released: ${result.reason}`);
        }
        await withDb(() => store.audit(actor(request), "verdict", id, "ok (released)"));
      } else {
        const result = await withDb(() => store.markSpam(id));
        if (!result) throw new StaffNotFoundError("No such submission");
        await withDb(() =>
          store.audit(actor(request), "verdict", id, `spam (${result.stopped} deliveries stopped)`),
        );
      }
      return detailOf(id);
    },
  );

  /** 404 unless the submission exists. */
  const mustExist = async (id: string) => {
    const [row] = await withDb(() => parts().store.byIds([id]));
    if (!row) throw new StaffNotFoundError("No such submission");
  };

  app.post(
    local(staffApi.status),
    { schema: { params: idParams, body: statusRequest, response: { 200: submissionDetail } } },
    async (request) => {
      const { id } = request.params;
      await mustExist(id);
      const store = staffStore();
      await withDb(() => store.setTriage(id, { status: request.body.status }));
      await withDb(() => store.audit(actor(request), "status", id, request.body.status));
      return detailOf(id);
    },
  );

  app.post(
    local(staffApi.owner),
    { schema: { params: idParams, body: ownerRequest, response: { 200: submissionDetail } } },
    async (request) => {
      const { id } = request.params;
      const { staffId } = request.body;
      await mustExist(id);
      const store = staffStore();
      const owner = staffId ? await withDb(() => store.member(staffId)) : undefined;
      if (staffId && !owner) throw new StaffNotFoundError("No such staff member");
      await withDb(() => store.setTriage(id, { ownerId: staffId }));
      await withDb(() => store.audit(actor(request), "owner", id, owner ? owner.email : "nobody"));
      return detailOf(id);
    },
  );

  app.post(
    local(staffApi.notes),
    { schema: { params: idParams, body: noteRequest, response: { 200: submissionDetail } } },
    async (request) => {
      const { id } = request.params;
      await mustExist(id);
      const store = staffStore();
      const note = await withDb(() => store.addNote(id, member(request).id, request.body.text));
      await withDb(() => store.audit(actor(request), "note", id, note ?? null));
      return detailOf(id);
    },
  );

  app.post(
    local(staffApi.resend),
    { schema: { params: idParams, response: { 200: resendResponse } } },
    async (request) => {
      const { id } = request.params;
      const store = staffStore();
      const result = await withDb(() => store.resend(id));
      if (!result) throw new StaffNotFoundError("No such delivery");
      if (result === "not-failed")
        throw new StaffConflictError(
          "Only a failed delivery of a lead that is not spam is sent again",
        );
      const submissionId = await withDb(() => store.submissionOfDelivery(id));
      await withDb(() =>
        store.audit(actor(request), "resend", submissionId ?? null, `delivery ${id}`),
      );
      // The outbox picks it up on its next pass.
      options.wake?.();
      return submissionId ? detailOf(submissionId) : { ok: true as const };
    },
  );

  app.get(
    local(staffApi.export),
    { schema: { querystring: exportQuery, response: { 200: csvResponse } } },
    async (request, reply) => {
      const store = staffStore();
      const ids = await withDb(() => store.idsOf(request.query));
      const rows = await withDb(() => parts().store.byIds(ids));
      const { q, ...filters } = request.query;
      const said = Object.entries(filters)
        .map(([name, value]) => `${name}=${value}`)
        .concat(q ? ["with a text search"] : []);
      await withDb(() =>
        store.audit(
          actor(request),
          "export",
          null,
          `${rows.length} submissions${said.length ? `; ${said.join(", ")}` : ""}`,
        ),
      );
      return reply
        .type("text/csv; charset=utf-8")
        .header(
          "Content-Disposition",
          `attachment; filename="leads-${clock().toISOString().slice(0, 10)}.csv"`,
        )
        .send(toCsv(rows));
    },
  );

  // ---- Data rights (owners) ---------------------------------------------------------------------

  app.get(
    local(staffApi.people),
    {
      config: { staff: "owner" },
      schema: { querystring: personQuery, response: { 200: personResponse } },
    },
    async (request) => {
      const { email } = request.query;
      const found = await withDb(() => parts().store.findPerson({ email }));
      await withDb(() =>
        staffStore().audit(
          actor(request),
          "person-export",
          null,
          `${found.submissions.length} submissions: ${found.submissions.map((row) => row.id).join(", ")}`,
        ),
      );
      return { email, submissions: found.submissions, related: found.related };
    },
  );

  const preview = async (email: string) => {
    const summary = await withDb(() => parts().store.erase({ email }, { dryRun: true }));
    const notes = await withDb(() =>
      staffStore().countNotes(summary.submissions.map((row) => row.id)),
    );
    return {
      email,
      submissions: summary.submissions.map((row) => ({
        id: row.id,
        kind: row.kind,
        verdict: row.verdict,
        createdAt: row.createdAt.toISOString(),
      })),
      deliveries: summary.deliveries,
      notes,
      confirmationRecords: summary.confirmationRecords,
    };
  };

  app.post(
    local(staffApi.erasePreview),
    {
      config: { staff: "owner" },
      schema: { body: erasePreviewRequest, response: { 200: erasePreviewResponse } },
    },
    async (request) => preview(request.body.email),
  );

  app.post(
    local(staffApi.erase),
    {
      config: { staff: "owner" },
      schema: { body: eraseRequest, response: { 200: eraseResponse, 400: eraseRefusedResponse } },
    },
    async (request, reply) => {
      const { email, confirm } = request.body;
      if (email !== confirm) {
        return reply.code(400).send({ errors: { confirm: staffMessages.confirm } });
      }
      const before = await preview(email);
      await withDb(() => parts().store.erase({ email }));
      await withDb(() =>
        staffStore().audit(
          actor(request),
          "erase",
          null,
          `${before.submissions.length} submissions, ${before.deliveries} deliveries, ${before.notes} notes: ${before.submissions.map((row) => row.id).join(", ")}`,
        ),
      );
      return { ...before, erased: true as const };
    },
  );

  // ---- Members, the audit log, the assistant's gaps ---------------------------------------------

  app.get(
    local(staffApi.members),
    { config: { staff: "owner" }, schema: { response: { 200: membersResponse } } },
    async () => {
      const { members, invitations } = await withDb(() => staffStore().members());
      return {
        items: members.map((row) => ({
          id: row.id,
          email: row.email,
          role: row.role,
          passkeys: row.passkeys,
          enrolled: row.passkeys > 0,
          createdAt: row.createdAt.toISOString(),
          lastSignInAt: iso(row.lastSignInAt),
        })),
        invitations: invitations.map((row) => ({
          email: row.email,
          role: row.role,
          expiresAt: row.expiresAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    local(staffApi.members),
    {
      config: { staff: "owner" },
      schema: { body: inviteRequest, response: { 200: inviteResponse } },
    },
    async (request) => {
      const made = await withDb(() =>
        staffStore().invite({
          email: request.body.email,
          role: request.body.role as StaffRole,
          origin: siteOrigin,
          by: actor(request),
        }),
      );
      options.wake?.();
      return { ...made, expiresAt: made.expiresAt.toISOString() };
    },
  );

  app.delete(
    local(staffApi.member),
    { config: { staff: "owner" }, schema: { params: idParams, response: { 200: okResponse } } },
    async (request) => {
      const result = await withDb(() =>
        staffStore().remove({ id: request.params.id }, actor(request)),
      );
      if (!result) throw new StaffNotFoundError("No such staff member");
      if ("refused" in result) throw new StaffConflictError(result.refused);
      return { ok: true as const };
    },
  );

  app.get(
    local(staffApi.audit),
    {
      config: { staff: "owner" },
      schema: { querystring: auditQuery, response: { 200: auditResponse } },
    },
    async (request) => {
      const { rows, next } = await withDb(() => staffStore().auditLog(request.query.cursor));
      return {
        items: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          actor: row.actorEmail,
          action: row.action,
          target: row.target,
          detail: row.detail,
        })),
        next,
      };
    },
  );

  app.get(local(staffApi.gaps), { schema: { response: { 200: gapsResponse } } }, async () => {
    const { createAssistantStore } = await import("../assistant/store.ts");
    const { gapsOf } = await import("../assistant/gaps.ts");
    const asked = await withDb(() => createAssistantStore(parts().db).asked({ days: 30 }));
    return { items: gapsOf(asked, 20) };
  });
}
