/**
 * The integrations catalogue on /integrations: 37 tools, their categories and what the integration
 * does. Logos come from content/brand-logos.ts (same slugs).
 */
export const integrationCategories = [
  "Communication",
  "Popular",
  "Microsoft",
  "Office",
  "Google",
  "Automation",
  "Database",
  "Productivity",
  "CRM",
  "Enterprise",
  "Collaboration",
  "Project Management",
  "Marketing",
  "E-commerce",
  "Development",
  "Atlassian",
  "DevOps",
  "Cloud",
  "Infrastructure",
  "Finance",
  "Social Media",
  "Email",
  "Customer Support",
  "Storage",
  "CMS",
  "Design",
] as const;

export type IntegrationCategory = (typeof integrationCategories)[number];

export interface Integration {
  slug: string;
  name: string;
  description: string;
  features: string[];
  categories: IntegrationCategory[];
}

export const integrations: Integration[] = [
  {
    slug: "slack",
    name: "Slack",
    description:
      "Bring your chatbot and workflow alerts into the channels your team already lives in.",
    features: [
      "Answer questions in any channel",
      "Workflow alerts with links to act on",
      "Escalations to on-call teams",
      "Daily digest messages",
    ],
    categories: ["Communication", "Popular", "Collaboration"],
  },
  {
    slug: "microsoft-teams",
    name: "Microsoft Teams",
    description:
      "Deploy your assistant as a Teams app and send workflow notifications to the right people.",
    features: [
      "Teams bot for staff questions",
      "Adaptive card notifications",
      "Channel notifications",
      "Meeting follow-up tasks",
    ],
    categories: ["Communication", "Microsoft", "Office", "Collaboration", "Enterprise"],
  },
  {
    slug: "google-workspace",
    name: "Google Workspace",
    description:
      "Automate Gmail, Calendar, Sheets and Docs with one connection and shared permissions.",
    features: [
      "Parse incoming Gmail messages",
      "Book Calendar meetings",
      "Write rows to Sheets",
      "Generate Docs from templates",
    ],
    categories: ["Google", "Office", "Productivity", "Popular"],
  },
  {
    slug: "zapier",
    name: "Zapier",
    description:
      "Trigger Automatica workflows from thousands of apps, or send results back to any Zap.",
    features: [
      "Start workflows from any Zap",
      "Send chatbot leads to Zapier",
      "Multi-step Zap actions",
      "No-code setup",
    ],
    categories: ["Automation", "Popular", "Productivity"],
  },
  {
    slug: "airtable",
    name: "Airtable",
    description:
      "Use Airtable bases as a knowledge source for your bot and a database for workflow results.",
    features: [
      "Sync records in both directions",
      "Answer questions from a base",
      "Create records from chats",
      "Watch for new or changed rows",
    ],
    categories: ["Database", "Productivity"],
  },
  {
    slug: "salesforce",
    name: "Salesforce",
    description:
      "Qualify leads in chat, create and update records, and keep every conversation on the account.",
    features: [
      "Create leads and contacts",
      "Log conversations as activities",
      "Update opportunity stages",
      "Look up cases in chat",
    ],
    categories: ["CRM", "Enterprise", "Popular"],
  },
  {
    slug: "notion",
    name: "Notion",
    description:
      "Train your chatbot on Notion pages and file workflow outputs into the right database.",
    features: [
      "Import pages into the knowledge base",
      "Create database entries",
      "Keep answers in sync with edits",
      "Page-level permissions respected",
    ],
    categories: ["Productivity", "Database", "Collaboration"],
  },
  {
    slug: "asana",
    name: "Asana",
    description:
      "Turn requests from chat, e-mail and forms into assigned Asana tasks with due dates.",
    features: [
      "Create tasks from conversations",
      "Assign by rules or round robin",
      "Update status from workflows",
      "Sync comments back to chat",
    ],
    categories: ["Project Management", "Productivity", "Collaboration"],
  },
  {
    slug: "hubspot",
    name: "HubSpot",
    description:
      "Capture and enrich leads from your chatbot and trigger HubSpot sequences automatically.",
    features: [
      "Create and update contacts",
      "Enrol contacts in sequences",
      "Log chats on the timeline",
      "Score leads from conversations",
    ],
    categories: ["CRM", "Marketing", "Popular"],
  },
  {
    slug: "shopify",
    name: "Shopify",
    description:
      "Answer order questions, log and announce paid orders, and send the cart reminders and stock alerts your own server asks for.",
    features: [
      "Order status in chat",
      "Abandoned cart recovery",
      "Paid-order events",
      "Returns and exchanges flow",
    ],
    categories: ["E-commerce", "Popular"],
  },
  {
    slug: "trello",
    name: "Trello",
    description: "Create and move Trello cards from conversations, forms and workflow steps.",
    features: [
      "Create cards from requests",
      "Move cards when work is done",
      "Add checklists and labels",
      "Comment from workflows",
    ],
    categories: ["Project Management", "Atlassian", "Productivity"],
  },
  {
    slug: "jira",
    name: "Jira",
    description:
      "File bug reports from customer chats with full context and keep customers updated on fixes.",
    features: [
      "Create issues from conversations",
      "Attach chat transcripts",
      "Notify customers on resolution",
      "JQL lookups in workflows",
    ],
    categories: ["Project Management", "Atlassian", "Development", "Enterprise"],
  },
  {
    slug: "github",
    name: "GitHub",
    description:
      "Connect support to engineering: open issues from chats and automate release notes.",
    features: [
      "Open issues from conversations",
      "Trigger workflows on releases",
      "Summarise pull requests",
      "Label and triage automatically",
    ],
    categories: ["Development", "DevOps"],
  },
  {
    slug: "gitlab",
    name: "GitLab",
    description: "Trigger pipelines, open issues and post deployment updates from your workflows.",
    features: [
      "Open issues from chats",
      "Trigger CI/CD pipelines",
      "Deployment notifications",
      "Merge request summaries",
    ],
    categories: ["Development", "DevOps"],
  },
  {
    slug: "bitbucket",
    name: "Bitbucket",
    description: "Automate pull request notifications and link customer reports to Bitbucket work.",
    features: [
      "Pull request alerts",
      "Pipeline status in chat",
      "Link issues to repositories",
      "Branch event triggers",
    ],
    categories: ["Development", "Atlassian", "DevOps"],
  },
  {
    slug: "aws",
    name: "AWS",
    description:
      "Run workflow steps on AWS: invoke Lambda functions, read S3 files and publish to SQS.",
    features: [
      "Invoke Lambda functions",
      "Read and write S3 objects",
      "Publish to SQS and SNS",
      "IAM role-based access",
    ],
    categories: ["Cloud", "Infrastructure", "DevOps", "Enterprise"],
  },
  {
    slug: "azure",
    name: "Azure",
    description:
      "Connect workflows to Azure Functions, Blob Storage and Service Bus with managed identities.",
    features: [
      "Call Azure Functions",
      "Blob Storage documents",
      "Service Bus messaging",
      "Entra ID sign-in",
    ],
    categories: ["Cloud", "Infrastructure", "Microsoft", "Enterprise"],
  },
  {
    slug: "google-cloud",
    name: "Google Cloud",
    description: "Use Cloud Functions, Cloud Storage and BigQuery as steps in your automations.",
    features: [
      "Trigger Cloud Functions",
      "Cloud Storage files",
      "Load results into BigQuery",
      "Pub/Sub events",
    ],
    categories: ["Cloud", "Infrastructure", "Google"],
  },
  {
    slug: "stripe",
    name: "Stripe",
    description:
      "Answer billing questions in chat and react to payments, refunds and failed charges.",
    features: [
      "Invoice and payment lookups",
      "Failed payment follow-ups",
      "Subscription change workflows",
      "Refund requests with approval",
    ],
    categories: ["Finance", "E-commerce", "Popular"],
  },
  {
    slug: "paypal",
    name: "PayPal",
    description:
      "Track PayPal transactions and automate disputes, refunds and payment confirmations.",
    features: [
      "Payment confirmations",
      "Dispute alerts",
      "Refund workflows",
      "Transaction lookups in chat",
    ],
    categories: ["Finance", "E-commerce"],
  },
  {
    slug: "zoom",
    name: "Zoom",
    description:
      "Book Zoom meetings from chat and turn meeting recordings into summaries and tasks.",
    features: [
      "Schedule meetings from chat",
      "Meeting summaries",
      "Action items to your task tool",
      "Webinar registrations",
    ],
    categories: ["Communication", "Collaboration"],
  },
  {
    slug: "google-meet",
    name: "Google Meet",
    description: "Create Meet links when a chatbot books a demo and share notes after each call.",
    features: [
      "Meet links on booking",
      "Calendar invitations",
      "Follow-up e-mails",
      "Notes saved to Drive",
    ],
    categories: ["Communication", "Google"],
  },
  {
    slug: "linkedin",
    name: "LinkedIn",
    description:
      "Schedule company page posts and route LinkedIn lead form submissions to your CRM.",
    features: [
      "Schedule page posts",
      "Lead Gen Form sync",
      "Engagement reports",
      "Post drafts from your content",
    ],
    categories: ["Social Media", "Marketing"],
  },
  {
    slug: "twitter",
    name: "Twitter",
    description:
      "Publish scheduled posts and route mentions that need an answer to your support team.",
    features: [
      "Scheduled posts",
      "Mention monitoring",
      "Reply drafts for review",
      "Sentiment tagging",
    ],
    categories: ["Social Media", "Marketing"],
  },
  {
    slug: "facebook",
    name: "Facebook",
    description:
      "Automate your business page: draft and schedule posts, answer comments and Messenger chats.",
    features: [
      "Messenger chatbot",
      "Comment auto-replies",
      "Post scheduling",
      "Page insights reports",
    ],
    categories: ["Social Media", "Marketing", "Popular"],
  },
  {
    slug: "instagram",
    name: "Instagram",
    description:
      "Reply to direct messages and comments and schedule posts for your Instagram business account.",
    features: [
      "Direct message replies",
      "Comment moderation",
      "Post and story scheduling",
      "Hashtag performance",
    ],
    categories: ["Social Media", "Marketing"],
  },
  {
    slug: "mailchimp",
    name: "Mailchimp",
    description:
      "Add chatbot leads to audiences with tags and trigger campaigns from workflow events.",
    features: [
      "Add subscribers with tags",
      "Trigger customer journeys",
      "Sync unsubscribes",
      "Campaign reports",
    ],
    categories: ["Email", "Marketing"],
  },
  {
    slug: "zendesk",
    name: "Zendesk",
    description:
      "Deflect common tickets with AI answers and hand complex ones to agents with the full chat.",
    features: [
      "Ticket creation with transcripts",
      "Help Center as a knowledge source",
      "Agent handover",
      "Macros in workflows",
    ],
    categories: ["Customer Support", "Popular", "Enterprise"],
  },
  {
    slug: "intercom",
    name: "Intercom",
    description:
      "Use Automatica answers in the Intercom Messenger and hand conversations to your inbox.",
    features: [
      "Messenger answers",
      "Inbox handover",
      "User attribute sync",
      "Conversation tagging",
    ],
    categories: ["Customer Support", "Communication"],
  },
  {
    slug: "dropbox",
    name: "Dropbox",
    description:
      "Send documents that land in Dropbox folders to your own extraction service, and file the results automatically.",
    features: [
      "Watch folders for new files",
      "Send files to your extraction service",
      "Move and rename files",
      "Share links in chat",
    ],
    categories: ["Storage", "Collaboration"],
  },
  {
    slug: "box",
    name: "Box",
    description: "Run document processing on Box content with enterprise permissions kept intact.",
    features: [
      "Folder event triggers",
      "Document classification",
      "Metadata updates",
      "Retention-aware workflows",
    ],
    categories: ["Storage", "Enterprise"],
  },
  {
    slug: "onedrive",
    name: "OneDrive",
    description:
      "File Office documents in OneDrive from your workflows, and share them with the people who review them.",
    features: [
      "Watch folders",
      "Convert documents to PDF",
      "Extract data from Excel",
      "Share files with approvers",
    ],
    categories: ["Storage", "Microsoft", "Office"],
  },
  {
    slug: "google-drive",
    name: "Google Drive",
    description:
      "Train your chatbot on Drive documents and save generated files into shared drives.",
    features: [
      "Knowledge base from Docs and PDFs",
      "Save generated files",
      "Folder triggers",
      "Shared drive support",
    ],
    categories: ["Storage", "Google"],
  },
  {
    slug: "monday",
    name: "Monday.com",
    description:
      "Create items, update statuses and notify owners on your monday.com boards from any workflow.",
    features: [
      "Create items from requests",
      "Status change triggers",
      "Update columns",
      "Owner notifications",
    ],
    categories: ["Project Management", "Collaboration"],
  },
  {
    slug: "clickup",
    name: "ClickUp",
    description:
      "Turn conversations into ClickUp tasks and keep customers updated as the work moves.",
    features: [
      "Create tasks with custom fields",
      "Status change triggers",
      "Time tracking entries",
      "Comment sync",
    ],
    categories: ["Project Management", "Productivity"],
  },
  {
    slug: "wordpress",
    name: "WordPress",
    description: "Add the chatbot to your WordPress site and publish drafted posts for review.",
    features: [
      "Chat widget plugin",
      "Draft posts from outlines",
      "Train on your site content",
      "Form submission triggers",
    ],
    categories: ["CMS", "Marketing"],
  },
  {
    slug: "webflow",
    name: "Webflow",
    description:
      "Embed the chatbot in Webflow and sync CMS collections and form submissions into workflows.",
    features: [
      "Chat widget embed",
      "CMS collection sync",
      "Form submission triggers",
      "Publish items from workflows",
    ],
    categories: ["CMS", "Design"],
  },
];

export const integrationsCopy = {
  /** The catalogue's accessible name. */
  label: "Integrations catalogue",
  searchLabel: "Search integrations",
  searchPlaceholder: "Search 35+ integrations...",
  hintEmpty: "Type to search",
  hintFilled: "ESC to clear",
  categoriesLabel: "Filter by category",
  /** Before a card's categories, for screen readers. */
  cardCategories: "Categories: ",
  /** Heading of the grid, for screen readers (the cards' names are h3). */
  gridHeading: "All integrations",
  allCategory: "All",
  emptyTitle: "No integrations found matching your criteria.",
  emptyHint: "Try adjusting your search or category filters.",
  /** `{count}` is the number shown, `{total}` the catalogue's. */
  resultCount: "Showing {count} of {total} integrations",
  cta: {
    title: "Don't see the tool you use?",
    description: `These are our ${integrations.length} native integrations: the Free plan connects any 10 of them, Pro and Enterprise all of them. Beyond the catalogue, the Zapier integration, webhooks and our REST API reach any tool with an API. Tell us which integration you need and we will prioritise it.`,
    primary: { label: "Read the API reference", href: "/api" },
    secondary: { label: "Request an integration", href: "/contact?subject=Integration%20request" },
  },
} as const;

/**
 * /integrations' list (components/ui/filterable-list.tsx): the search over names and descriptions
 * and a chip per category that has an integration (?category=, All by default), which combine.
 */
export const integrationsList = {
  copy: {
    label: integrationsCopy.label,
    heading: { title: integrationsCopy.gridHeading, hidden: true },
    search: {
      label: integrationsCopy.searchLabel,
      placeholder: integrationsCopy.searchPlaceholder,
      hint: { empty: integrationsCopy.hintEmpty, filled: integrationsCopy.hintFilled },
    },
    showing: integrationsCopy.resultCount,
    empty: { title: integrationsCopy.emptyTitle, hint: integrationsCopy.emptyHint },
  },
  facet: {
    param: "category",
    label: integrationsCopy.categoriesLabel,
    as: "chips",
    options: [integrationsCopy.allCategory, ...integrationCategories]
      .filter(
        (category, index) =>
          index === 0 ||
          integrations.some((entry) => (entry.categories as readonly string[]).includes(category)),
      )
      .map((category) => ({ value: category, label: category })),
  },
  /** What the filters read of each card: its name and description, and its categories. */
  entries: integrations.map(({ slug, name, description, categories }) => ({
    key: slug,
    text: [name, description],
    groups: categories,
  })),
} as const;
