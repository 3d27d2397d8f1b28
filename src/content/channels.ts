/**
 * Where a bot answers: the only list of its channels. Every page that says where a bot answers
 * builds the sentence from this module; the docs' Markdown, which cannot import it, is checked
 * against it by src/content/claims/channels.test.ts. The docs describe each channel: the website
 * chat and a Facebook page in docs/concepts ("Bots") and the templates (Messenger auto-reply), Slack
 * in guides/slack-integration (the `bot` / `reply` action on an `app_mention` event).
 *
 * Not channels, whatever a catalogue entry does with the same tool: SMS or text messages, WhatsApp,
 * Instagram messages, Microsoft Teams, a mobile app, Intercom's or Zendesk's messengers, phone.
 */
export interface BotChannel {
  id: "website" | "facebook" | "slack";
  /** As a sentence names it, after "on": "your website chat". */
  name: string;
  /** Who writes to the bot there. */
  audience: "customers" | "your team";
}

export const botChannels: readonly BotChannel[] = [
  { id: "website", name: "your website chat", audience: "customers" },
  { id: "facebook", name: "your Facebook page's Messenger and comments", audience: "customers" },
  { id: "slack", name: "Slack, for your own team", audience: "your team" },
];

const names = botChannels.map((channel) => channel.name);

/** "your website chat, your Facebook page's Messenger and comments, and Slack, for your own team" */
export const botChannelList = `${names.slice(0, -1).join(", ")}, and ${names.at(-1)}`;

/** The channels customers reach a bot on: "your website chat and your Facebook page's Messenger and comments". */
export const customerChannelList = botChannels
  .filter((channel) => channel.audience === "customers")
  .map((channel) => channel.name)
  .join(" and ");

/**
 * Words that name a channel in copy, for the claims tests: each channel's own words, and the ones
 * that name a place no bot answers.
 */
export const channelWords = {
  offered: [
    "website chat",
    "chat widget",
    "website widget",
    "Messenger",
    "Facebook",
    "comments",
    "Slack",
  ],
  notOffered: [
    "SMS",
    "text message",
    "by text",
    "WhatsApp",
    "Telegram",
    "Viber",
    "WeChat",
    "Discord",
    "Instagram",
    "Teams",
    "mobile app",
    "website and app",
    "Intercom Messenger",
    "phone call",
  ],
} as const;
