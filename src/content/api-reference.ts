/**
 * The /api reference page as data: tabs of blocks, each with Markdown prose and code samples.
 * The `apiReference` content collection (src/content.config.ts) renders the prose and highlights
 * the code at build time; nothing here ships to the browser. Everything agrees with
 * src/content/docs/CONTRACT.md and the /api/* pages.
 */

export type ApiCodeLang = "bash" | "json" | "js" | "python" | "http";

export interface ApiCode {
  /** What the sample shows, e.g. "Request" or "Response 201 Created". */
  caption: string;
  lang: ApiCodeLang;
  code: string;
}

export interface ApiBlock {
  id: string;
  heading: string;
  /** For endpoint blocks: shown as a method badge and a path. */
  method?: "GET" | "POST";
  path?: string;
  /** Markdown. */
  body: string;
  code: ApiCode[];
}

export interface ApiTab {
  value: "overview" | "authentication" | "endpoints" | "examples";
  label: string;
  /** Markdown. */
  intro: string;
  blocks: ApiBlock[];
}

/** The content collection id of a block's code sample. */
export const apiCodeId = (tab: Pick<ApiTab, "value">, block: Pick<ApiBlock, "id">, index: number) =>
  `${tab.value}/${block.id}/${index}`;

export const apiBaseUrl = "https://api.automatica.example/v1";
export const apiTabsLabel = "API reference sections";

const botBody = `{
  "name": "Support Assistant",
  "description": "Answers order and shipping questions for Acme Outdoor",
  "settings": { "language": "en", "timezone": "America/New_York" },
  "personality": "Friendly, concise, never guesses: hands over to a human when unsure",
  "knowledgeBase": {
    "documents": [
      { "id": "returns-policy", "content": "Items can be returned within 30 days..." },
      { "id": "shipping", "content": "Standard shipping takes 3-5 business days..." }
    ]
  }
}`;

const botResponse = `{
  "id": "bot_8f3k2m9x",
  "name": "Support Assistant",
  "description": "Answers order and shipping questions for Acme Outdoor",
  "status": "active",
  "settings": { "language": "en", "timezone": "America/New_York" },
  "personality": "Friendly, concise, never guesses: hands over to a human when unsure",
  "knowledgeBase": {
    "documents": [
      { "id": "returns-policy", "content": "Items can be returned within 30 days...", "indexed_at": "2026-03-04T10:15:02Z" },
      { "id": "shipping", "content": "Standard shipping takes 3-5 business days...", "indexed_at": "2026-03-04T10:15:02Z" }
    ]
  },
  "created_at": "2026-03-04T10:15:00Z",
  "updated_at": "2026-03-04T10:15:00Z"
}`;

const indent = (text: string, spaces: number) =>
  text
    .split("\n")
    .map((line, index) => (index === 0 ? line : " ".repeat(spaces) + line))
    .join("\n");

const automationBody = `{
  "name": "New order to Slack",
  "description": "Posts every paid Shopify order to #sales",
  "trigger": { "type": "event", "config": { "source": "shopify", "event": "order.paid" } },
  "actions": [
    { "type": "slack", "operation": "post_message", "config": { "channel": "#sales", "text": "New order {{order.number}}: {{order.total}}" } },
    { "type": "sheets", "operation": "append_row", "config": { "spreadsheet_id": "1AbC...", "values": ["{{order.number}}", "{{order.total}}"] } }
  ]
}`;

const automationResponse = `{
  "id": "aut_5m1n8r3t",
  "name": "New order to Slack",
  "description": "Posts every paid Shopify order to #sales",
  "status": "active",
  "trigger": { "type": "event", "config": { "source": "shopify", "event": "order.paid" } },
  "actions": [
    { "type": "slack", "operation": "post_message", "config": { "channel": "#sales", "text": "New order {{order.number}}: {{order.total}}" } },
    { "type": "sheets", "operation": "append_row", "config": { "spreadsheet_id": "1AbC...", "values": ["{{order.number}}", "{{order.total}}"] } }
  ],
  "created_at": "2026-03-04T11:02:00Z",
  "updated_at": "2026-03-04T11:02:00Z"
}`;

const retryJs = `// Server-side only: wait Retry-After seconds (or back off 1 s, 2 s, 4 s ...) and retry, at most 5 tries.
async function withRetry(send, maxAttempts = 5) {
  for (let attempt = 1; ; attempt++) {
    const res = await send();
    if (res.status !== 429 || attempt === maxAttempts) return res;
    const retryAfter = Number(res.headers.get("Retry-After"));
    const delayMs =
      retryAfter > 0 ? retryAfter * 1000 : 1000 * 2 ** (attempt - 1) + Math.random() * 250;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
}`;

export const apiTabs: ApiTab[] = [
  {
    value: "overview",
    label: "Overview",
    intro:
      "The Automatica API is a REST API over HTTPS for creating and listing **bots** and **automations** from your own server. Every endpoint shares the conventions below. The long form is in the [API overview](/api/overview).",
    blocks: [
      {
        id: "base-url",
        heading: "Base URL and versioning",
        body: `Every path is relative to one versioned base URL, \`${apiBaseUrl}\`. The version is part of the path: changes that could break your code ship as a new version (\`/v2\`), while \`/v1\` only gains backwards-compatible additions such as new optional fields. Ignore fields you don't know.`,
        code: [
          {
            caption: "A first request",
            lang: "bash",
            code: `curl "${apiBaseUrl}/bots?limit=1" \\
  -H "Authorization: Bearer $AUTOMATICA_API_KEY"`,
          },
        ],
      },
      {
        id: "json",
        heading: "JSON everywhere",
        body: "Request and response bodies are JSON (`Content-Type: application/json`) in UTF-8; timestamps are ISO 8601 in UTC, such as `2026-03-04T10:15:00Z`. Lists take `limit` (1-100, default 20) and `cursor`, and answer with `data`, `has_more` and `next_cursor`. Every error has the same shape, with a machine-readable `code`:",
        code: [
          {
            caption: "Error 422 Unprocessable Entity",
            lang: "json",
            code: `{
  "error": {
    "code": "validation_failed",
    "message": "The request body has invalid fields.",
    "details": [{ "field": "name", "issue": "required" }]
  }
}`,
          },
        ],
      },
      {
        id: "rate-limits",
        heading: "Rate limits",
        body: `Each API key may send a number of requests per minute that depends on your plan. Every response carries \`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\` and \`X-RateLimit-Reset\` (Unix seconds).

| Plan | Requests per minute |
| --- | --- |
| Free | 100 |
| Pro | 1,000 |
| Enterprise | Custom, agreed in your contract |

Past the limit the API answers **HTTP 429 Too Many Requests** with a \`Retry-After\` header in seconds. The request was not processed, so retrying it is safe, even for \`POST\`.`,
        code: [
          {
            caption: "Response 429 Too Many Requests",
            lang: "http",
            code: `HTTP/1.1 429 Too Many Requests
Retry-After: 12
X-RateLimit-Limit: 100
X-RateLimit-Remaining: 0
X-RateLimit-Reset: 1772619360

{"error":{"code":"rate_limited","message":"Rate limit exceeded. Retry after 12 seconds."}}`,
          },
          { caption: "Retry example", lang: "js", code: retryJs },
        ],
      },
    ],
  },
  {
    value: "authentication",
    label: "Authentication",
    intro:
      "Every request is authenticated with an API key sent as a bearer token. Details, rotation and a complete proxy example: [authentication](/api/authentication).",
    blocks: [
      {
        id: "bearer-keys",
        heading: "Bearer API keys",
        body: "Create keys in the dashboard under **Settings → API keys**. Keys starting with `atm_test_` work in the sandbox, keys starting with `atm_live_` in production. Send the key in the `Authorization` header of every request, as `Authorization: Bearer <key>`. A missing or invalid key gets `401 unauthorized`; a key without access to a resource gets `403 forbidden`.",
        code: [
          {
            caption: "Request headers",
            lang: "http",
            code: `GET /v1/bots HTTP/1.1
Host: api.automatica.example
Authorization: Bearer atm_test_4f9c2a7e1b8d
Accept: application/json`,
          },
        ],
      },
      {
        id: "server-side",
        heading: "Keep keys on the server side",
        body: "An API key is a secret with full access to your workspace. Keep it on the server side, in an environment variable such as `AUTOMATICA_API_KEY` or your platform's secret manager. **Never put a key in a browser**, a mobile app, a public repository or a log. Your front end calls your own backend, and only the backend calls Automatica:",
        code: [
          {
            caption: "Store the key",
            lang: "bash",
            code: `# .env on your server (and .env listed in .gitignore)
AUTOMATICA_API_KEY=atm_live_paste_your_key_here`,
          },
          {
            caption: "A server route that calls the API for the browser",
            lang: "js",
            code: `// server.js (Node 18+): the browser calls /internal/bots, never Automatica itself.
app.get("/internal/bots", async (req, res) => {
  const upstream = await fetch("${apiBaseUrl}/bots", {
    headers: { Authorization: \`Bearer \${process.env.AUTOMATICA_API_KEY}\` },
  });
  res.status(upstream.status).json(await upstream.json());
});`,
          },
        ],
      },
      {
        id: "rotation",
        heading: "Rotating keys",
        body: "Rotate a key without downtime: create a new key, deploy it to your servers, check that requests succeed, then revoke the old key in the dashboard. Revoke a key at once if it may have leaked.",
        code: [],
      },
    ],
  },
  {
    value: "endpoints",
    label: "Endpoints",
    intro:
      "Five endpoints manage bots and automations. Each accepts and returns the shapes below; parameters and every error are in [endpoints](/api/endpoints).",
    blocks: [
      {
        id: "list-bots",
        heading: "List bots",
        method: "GET",
        path: "/bots",
        body: "Returns the bots of the key's workspace, newest first, one page at a time. Query parameters: `limit` (1-100, default 20) and `cursor` (the `next_cursor` of the previous page).",
        code: [
          {
            caption: "Request",
            lang: "bash",
            code: `curl "${apiBaseUrl}/bots?limit=20" \\
  -H "Authorization: Bearer $AUTOMATICA_API_KEY"`,
          },
          {
            caption: "Response 200 OK",
            lang: "json",
            code: `{
  "data": [
    ${indent(botResponse, 4)}
  ],
  "has_more": false,
  "next_cursor": null
}`,
          },
        ],
      },
      {
        id: "get-bot",
        heading: "Retrieve a bot",
        method: "GET",
        path: "/bots/{bot_id}",
        body: "Returns one bot by its ID, such as `bot_8f3k2m9x`. An unknown ID answers `404 not_found`.",
        code: [
          {
            caption: "Request",
            lang: "bash",
            code: `curl ${apiBaseUrl}/bots/bot_8f3k2m9x \\
  -H "Authorization: Bearer $AUTOMATICA_API_KEY"`,
          },
          { caption: "Response 200 OK", lang: "json", code: botResponse },
        ],
      },
      {
        id: "create-bot",
        heading: "Create a bot",
        method: "POST",
        path: "/bots",
        body: "Creates a bot with its settings, personality and knowledge base. Required: `name` (1-80 characters), `settings.language` (BCP 47, such as `en`) and `settings.timezone` (IANA). Optional: `description` (up to 500 characters), `personality` (up to 1,000) and up to 500 `knowledgeBase.documents`, each with a unique `id` (`[a-z0-9-]`, 1-64 characters) and `content`.",
        code: [
          { caption: "Request body", lang: "json", code: botBody },
          { caption: "Response 201 Created", lang: "json", code: botResponse },
        ],
      },
      {
        id: "list-automations",
        heading: "List automations",
        method: "GET",
        path: "/automations",
        body: "Returns the automations of the key's workspace, with the same `limit` and `cursor` pagination as bots.",
        code: [
          {
            caption: "Request",
            lang: "bash",
            code: `curl "${apiBaseUrl}/automations?limit=20" \\
  -H "Authorization: Bearer $AUTOMATICA_API_KEY"`,
          },
          {
            caption: "Response 200 OK",
            lang: "json",
            code: `{
  "data": [
    ${indent(automationResponse, 4)}
  ],
  "has_more": false,
  "next_cursor": null
}`,
          },
        ],
      },
      {
        id: "create-automation",
        heading: "Create an automation",
        method: "POST",
        path: "/automations",
        body: "Creates an automation: a `trigger` (`event` with `source` and `event`, `schedule` with `cron` and `timezone`, or `webhook`) and 1-20 `actions` that run in order. Each action names an integration `type` (`slack`, `email`, `sheets`, `crm`, `http`, `bot`), an `operation` and its `config`, where `{{path}}` placeholders read from the trigger's payload. A failed action stops the run and is retried 3 times with backoff.",
        code: [
          { caption: "Request body", lang: "json", code: automationBody },
          { caption: "Response 201 Created", lang: "json", code: automationResponse },
        ],
      },
    ],
  },
  {
    value: "examples",
    label: "Examples",
    intro:
      "The same task in three languages: create the support bot, then list your bots. Run them on a server with `AUTOMATICA_API_KEY` set. More in [code examples](/examples/code).",
    blocks: [
      {
        id: "curl",
        heading: "curl",
        body: "Handy for a first try from a terminal.",
        code: [
          {
            caption: "Create a bot and list bots",
            lang: "bash",
            code: `curl -X POST ${apiBaseUrl}/bots \\
  -H "Authorization: Bearer $AUTOMATICA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "name": "Support Assistant",
    "settings": { "language": "en", "timezone": "America/New_York" },
    "knowledgeBase": { "documents": [{ "id": "shipping", "content": "Standard shipping takes 3-5 business days..." }] }
  }'

curl "${apiBaseUrl}/bots?limit=20" \\
  -H "Authorization: Bearer $AUTOMATICA_API_KEY"`,
          },
        ],
      },
      {
        id: "javascript",
        heading: "JavaScript (fetch)",
        body: "Node.js 18 or later has `fetch` built in. This runs on your server, never in a browser.",
        code: [
          {
            caption: "Create a bot and list bots",
            lang: "js",
            code: `const BASE_URL = "${apiBaseUrl}";
const headers = {
  Authorization: \`Bearer \${process.env.AUTOMATICA_API_KEY}\`,
  "Content-Type": "application/json",
};

const created = await fetch(\`\${BASE_URL}/bots\`, {
  method: "POST",
  headers,
  body: JSON.stringify({
    name: "Support Assistant",
    settings: { language: "en", timezone: "America/New_York" },
    knowledgeBase: {
      documents: [{ id: "shipping", content: "Standard shipping takes 3-5 business days..." }],
    },
  }),
});
if (!created.ok) throw new Error(\`Create failed: \${created.status}\`);
const bot = await created.json();
console.log(bot.id, bot.status); // bot_8f3k2m9x active

const list = await fetch(\`\${BASE_URL}/bots?limit=20\`, { headers });
const { data, has_more } = await list.json();
console.log(data.map((item) => item.name), has_more);`,
          },
        ],
      },
      {
        id: "python",
        heading: "Python",
        body: "With the `requests` library (`pip install requests`).",
        code: [
          {
            caption: "Create a bot and list bots",
            lang: "python",
            code: `import os
import requests

BASE_URL = "${apiBaseUrl}"
headers = {"Authorization": f"Bearer {os.environ['AUTOMATICA_API_KEY']}"}

created = requests.post(
    f"{BASE_URL}/bots",
    headers=headers,
    json={
        "name": "Support Assistant",
        "settings": {"language": "en", "timezone": "America/New_York"},
        "knowledgeBase": {
            "documents": [{"id": "shipping", "content": "Standard shipping takes 3-5 business days..."}]
        },
    },
    timeout=10,
)
created.raise_for_status()
bot = created.json()
print(bot["id"], bot["status"])  # bot_8f3k2m9x active

page = requests.get(f"{BASE_URL}/bots", headers=headers, params={"limit": 20}, timeout=10).json()
print([item["name"] for item in page["data"]], page["has_more"])`,
          },
        ],
      },
    ],
  },
];
