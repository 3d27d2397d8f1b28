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
      "Bot answers when your team mentions it",
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
      "Post workflow notifications to Teams channels through their incoming webhooks, so the right people hear about orders, leads and handovers.",
    features: [
      "Channel messages through an incoming webhook",
      "Adaptive card notifications",
      "Handover alerts for your support team",
    ],
    categories: ["Communication", "Microsoft", "Office", "Collaboration", "Enterprise"],
  },
  {
    slug: "google-workspace",
    name: "Google Workspace",
    description:
      "Log orders, leads and runs as rows in Google Sheets, and answer from the Docs you add to a bot's knowledge base.",
    features: [
      "Append rows to Sheets from any workflow",
      "Order and lead logs your team can filter",
      "Knowledge-base documents from your Docs",
    ],
    categories: ["Google", "Office", "Productivity", "Popular"],
  },
  {
    slug: "zapier",
    name: "Zapier",
    description:
      "Start Automatica workflows from the apps Zapier connects, or send results back to any Zap.",
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
      "Keep workflow results in an Airtable base, written through an HTTP action to Airtable's API.",
    features: [
      "Create records from workflow runs",
      "Order and lead tables your team can filter",
      "Start a workflow from an Airtable script through its webhook",
    ],
    categories: ["Database", "Productivity"],
  },
  {
    slug: "salesforce",
    name: "Salesforce",
    description:
      "Use Salesforce as your connected CRM: every new lead from your forms or a bot handover becomes a contact.",
    features: [
      "Create contacts from forms and handovers",
      "Name, e-mail address and company on each contact",
      "New-lead alerts in Slack",
    ],
    categories: ["CRM", "Enterprise", "Popular"],
  },
  {
    slug: "notion",
    name: "Notion",
    description:
      "Answer from Notion pages added to a bot's knowledge base, and file workflow results into a Notion database.",
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
      "Turn form requests and bot handovers into Asana tasks with due dates, through an HTTP action to Asana's API.",
    features: [
      "Create tasks from handovers and forms",
      "Assignee and due date on each task",
      "Update a task's status from a workflow",
    ],
    categories: ["Project Management", "Productivity", "Collaboration"],
  },
  {
    slug: "hubspot",
    name: "HubSpot",
    description:
      "Use HubSpot as your connected CRM: every new lead from your forms or a bot handover becomes a contact.",
    features: [
      "Create contacts from forms and handovers",
      "Name, e-mail address and company on each contact",
      "New-lead alerts in Slack",
    ],
    categories: ["CRM", "Marketing", "Popular"],
  },
  {
    slug: "shopify",
    name: "Shopify",
    description:
      "Answer order questions, log and announce paid orders, and send the cart reminders and stock alerts your own server asks for.",
    features: [
      "Shipping and returns answers in chat",
      "Reminders for the carts your server reports",
      "Paid-order events",
      "Paid orders logged to Sheets and Slack",
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
      "Open Jira issues from bot handovers and forms, and e-mail customers when your Jira webhook reports a fix.",
    features: [
      "Create issues from handovers",
      "The customer's e-mail and last message on the issue",
      "Customer e-mails started by Jira webhooks",
    ],
    categories: ["Project Management", "Atlassian", "Development", "Enterprise"],
  },
  {
    slug: "github",
    name: "GitHub",
    description:
      "Connect support to engineering: open issues from handovers and announce the releases your GitHub webhook reports.",
    features: [
      "Open issues from handovers",
      "Release webhooks that start workflows",
      "Release notes posted to Slack",
      "Labels set on each new issue",
    ],
    categories: ["Development", "DevOps"],
  },
  {
    slug: "gitlab",
    name: "GitLab",
    description: "Trigger pipelines, open issues and post deployment updates from your workflows.",
    features: [
      "Open issues from handovers",
      "Trigger CI/CD pipelines",
      "Deployment notifications",
      "Merge request alerts from GitLab webhooks",
    ],
    categories: ["Development", "DevOps"],
  },
  {
    slug: "bitbucket",
    name: "Bitbucket",
    description: "Automate pull request notifications and link customer reports to Bitbucket work.",
    features: [
      "Pull request alerts",
      "Pipeline results in Slack",
      "Link issues to repositories",
      "Branch events through a webhook",
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
      "Pub/Sub push to a workflow's webhook",
    ],
    categories: ["Cloud", "Infrastructure", "Google"],
  },
  {
    slug: "stripe",
    name: "Stripe",
    description:
      "Answer billing questions in chat from your policies, and act on the payments, refunds and failed charges your verifying relay forwards.",
    features: [
      "Payments to your CRM through a verifying relay",
      "Failed payment follow-ups",
      "Subscription change workflows",
      "Refund alerts in Slack",
    ],
    categories: ["Finance", "E-commerce", "Popular"],
  },
  {
    slug: "paypal",
    name: "PayPal",
    description:
      "Send the payment confirmations, dispute alerts and refunds your server receives from PayPal to e-mail, Slack and Sheets.",
    features: [
      "Payment confirmations",
      "Dispute alerts",
      "Refund workflows",
      "Transaction logs in Google Sheets",
    ],
    categories: ["Finance", "E-commerce"],
  },
  {
    slug: "zoom",
    name: "Zoom",
    description:
      "Create Zoom meetings from workflows through Zoom's API, and send the links and follow-ups by e-mail.",
    features: [
      "Meetings created from workflows",
      "Follow-up e-mails after each meeting",
      "Webinar sign-ups added to your CRM",
    ],
    categories: ["Communication", "Collaboration"],
  },
  {
    slug: "google-meet",
    name: "Google Meet",
    description: "Put your Meet link in confirmation e-mails and send follow-ups after each call.",
    features: [
      "Meet links in confirmation e-mails",
      "Follow-up e-mails after each call",
      "Call notes logged to Google Sheets",
    ],
    categories: ["Communication", "Google"],
  },
  {
    slug: "linkedin",
    name: "LinkedIn",
    description:
      "Schedule company page posts drafted from your own content, and see how each one performs.",
    features: ["Schedule page posts", "Post drafts from your content", "Engagement reports"],
    categories: ["Social Media", "Marketing"],
  },
  {
    slug: "twitter",
    name: "Twitter",
    description:
      "Publish scheduled posts drafted from your own content, and see how each one performs.",
    features: ["Scheduled posts", "Post drafts from your content", "Engagement reports"],
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
      "Schedule posts and stories for your Instagram business account, drafted from your own content.",
    features: ["Post and story scheduling", "Post drafts from your content", "Hashtag performance"],
    categories: ["Social Media", "Marketing"],
  },
  {
    slug: "mailchimp",
    name: "Mailchimp",
    description:
      "Add new leads from your forms to audiences with tags, and start Mailchimp journeys from workflow runs.",
    features: ["Add subscribers with tags", "Trigger customer journeys", "Campaign reports"],
    categories: ["Email", "Marketing"],
  },
  {
    slug: "zendesk",
    name: "Zendesk",
    description:
      "Answer common questions from your Help Center articles, and e-mail each handover to your Zendesk support address as a new ticket.",
    features: [
      "Help Center articles as knowledge-base documents",
      "Handovers e-mailed in as tickets",
      "The customer's e-mail and last message on the ticket",
    ],
    categories: ["Customer Support", "Popular", "Enterprise"],
  },
  {
    slug: "intercom",
    name: "Intercom",
    description:
      "E-mail each bot handover to your Intercom inbox address, so your team picks it up where it already works.",
    features: [
      "Handovers e-mailed to your inbox",
      "The customer's e-mail and last message included",
      "Help articles as knowledge-base documents",
    ],
    categories: ["Customer Support", "Communication"],
  },
  {
    slug: "dropbox",
    name: "Dropbox",
    description:
      "When your own server sees a new file in Dropbox, it calls a workflow that sends the file to your extraction service and files the results.",
    features: [
      "Workflows your server starts for new files",
      "Send files to your extraction service",
      "Move and rename files",
      "Share links in chat",
    ],
    categories: ["Storage", "Collaboration"],
  },
  {
    slug: "box",
    name: "Box",
    description:
      "Route the Box documents your own server picks up to your extraction service and reviewers, with Box permissions unchanged.",
    features: [
      "Workflows your server starts for new files",
      "Metadata updates through Box's API",
      "Share links with reviewers",
    ],
    categories: ["Storage", "Enterprise"],
  },
  {
    slug: "onedrive",
    name: "OneDrive",
    description:
      "File Office documents in OneDrive from your workflows, and share them with the people who review them.",
    features: [
      "Save files to OneDrive from workflows",
      "Share files with approvers",
      "Workflows your server starts for new files",
    ],
    categories: ["Storage", "Microsoft", "Office"],
  },
  {
    slug: "google-drive",
    name: "Google Drive",
    description:
      "Answer from the Drive documents added to a bot's knowledge base, and save workflow files into shared drives.",
    features: [
      "Knowledge base from Docs and PDFs",
      "Save workflow files",
      "Workflows your server starts for new files",
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
      "Board updates that start a workflow through its webhook",
      "Update columns",
      "Owner notifications",
    ],
    categories: ["Project Management", "Collaboration"],
  },
  {
    slug: "clickup",
    name: "ClickUp",
    description:
      "Turn bot handovers and form requests into ClickUp tasks, and e-mail customers when your ClickUp webhook reports progress.",
    features: [
      "Create tasks with custom fields",
      "Status changes through a webhook",
      "Time tracking entries",
      "Customer e-mails on each status change",
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
      "Answers from your site's pages",
      "Form entries sent to a workflow's webhook",
    ],
    categories: ["CMS", "Marketing"],
  },
  {
    slug: "webflow",
    name: "Webflow",
    description:
      "Embed the chatbot in Webflow, and send form submissions to workflows through a webhook.",
    features: [
      "Chat widget embed",
      "Answers from your CMS pages",
      "Form submissions through a webhook",
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
