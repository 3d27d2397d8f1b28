import { healthData } from "./health-data";
import type { IconName } from "./icon-names";
import { illustrativeNote } from "./illustrative";

/**
 * Industries: the home page's grid (the nine with `onHome`), /solutions' 'Learn More' links and the
 * /industries/{slug} pages all read this module.
 */

export interface Industry {
  slug: string;
  title: string;
  /** One line for cards. */
  description: string;
  /** The card's icon, named in content/icon-names.ts. */
  icon: IconName;
  /** Accent colour (hex), used for the card's icon tile. */
  color: string;
  onHome: boolean;
  /** Page detail for /industries/{slug}. */
  page: IndustryPageContent;
}

export interface IndustryUseCase {
  title: string;
  description: string;
}

/** A fictional customer story or an example figure; the page labels it as an illustration. */
export type IndustryProof = { illustrative: true } & (
  | { kind: "testimonial"; quote: string; author: string; role: string; company: string }
  | { kind: "figure"; value: string; label: string; detail: string }
);

export interface IndustryPageContent {
  /** Lead paragraph under the page title. */
  intro: string;
  /** What each of the three offerings does for this industry. */
  offerings: { chatbots: string; workflows: string; social: string };
  /** Four or more concrete use cases. */
  useCases: IndustryUseCase[];
  proof: IndustryProof;
}

export const industries: Industry[] = [
  {
    slug: "healthcare",
    title: "Healthcare",
    description:
      "Answers to patients' common questions at any hour, with no health records involved.",
    icon: "heart-pulse",
    color: "#e11d48",
    onHome: true,
    page: {
      intro: `Clinics, dental practices and care providers use Automatica to answer the questions any visitor may ask, at any hour, and to keep their practice page up to date. ${healthData.position}`,
      offerings: {
        chatbots:
          "A front-desk assistant answers opening hours, directions, accepted insurance plans and visit preparation from your own documents, links to your own booking page, and gives your phone number for anything about a patient's health.",
        workflows:
          "Supply reorders your own stock check asks for, staff notices and weekly reports run as workflows; patient forms, referrals and results stay in your own clinical systems.",
        social:
          "Your practice page posts health-awareness updates and clinic news on schedule, and answers general questions in comments and Messenger with your booking link.",
      },
      useCases: [
        {
          title: "Opening hours and directions",
          description:
            "Patients get opening hours, parking and directions at any hour, answered from your own pages.",
        },
        {
          title: "Insurance plans accepted",
          description:
            "The assistant says which insurance plans you accept and what a first visit costs, from your published fee list.",
        },
        {
          title: "Visit preparation",
          description:
            "Preparation instructions for common visits come from your documents, worded the same way every time.",
        },
        {
          title: "A link to your booking",
          description:
            "Patients who want an appointment get the link to your own online booking; the assistant never sees the calendar.",
        },
        {
          title: "Health questions go to your staff",
          description:
            "Questions about symptoms, results or treatment get your practice's phone number and hours, never an answer from the bot.",
        },
      ],
      proof: {
        illustrative: true,
        kind: "testimonial",
        quote:
          "Our front desk used to spend mornings answering the same questions about hours, parking and insurance. The assistant answers them now, and the team can focus on the patients in front of them.",
        author: "Dr. Ruth Adeyemi",
        role: "Practice Director",
        company: "Northgate Family Clinic",
      },
    },
  },
  {
    slug: "banking",
    title: "Banking & Finance",
    description:
      "Card and fee questions answered around the clock, with KYC checks and fraud alerts from your own systems.",
    icon: "landmark",
    color: "#0f766e",
    onHome: true,
    page: {
      intro:
        "Banks, credit unions and fintech teams use Automatica to answer routine card and fee questions at once, move the documents their own systems check through review faster, and keep every workflow run in the run history.",
      offerings: {
        chatbots:
          "An assistant explains cards, fees and how to dispute a payment or freeze a card, from your published policies. It never sees an account, and hands anything account-specific or regulated to your staff.",
        workflows:
          "KYC documents, loan applications and statements are read and validated by your own systems, which start a workflow to alert the right approver in Slack or by e-mail.",
        social:
          "Rate changes, branch updates and fraud warnings are published on schedule, and public questions get a first reply from the answers your team approved.",
      },
      useCases: [
        {
          title: "Card and account support",
          description:
            "Lost-card steps, limits, fees and statement questions are answered 24/7 from your policies. Anything about one customer's account goes to your staff.",
        },
        {
          title: "KYC document checks",
          description:
            "Your verification service checks IDs and proofs of address for expiry and mismatches, and a workflow alerts an analyst only when it flags one.",
        },
        {
          title: "Loan application intake",
          description:
            "The assistant explains what an application needs and links to your own form; when your system reports a missing document, a workflow e-mails the applicant.",
        },
        {
          title: "Fraud and security alerts",
          description:
            "When your fraud system flags an account, a workflow e-mails the customer and alerts your fraud team in Slack.",
        },
        {
          title: "Dispute and chargeback tracking",
          description:
            "Your case system's status changes start a workflow that e-mails the customer and logs each change to a sheet for your agents.",
        },
      ],
      proof: {
        illustrative: true,
        kind: "figure",
        value: "68%",
        label: "of routine card and fee questions resolved without an agent",
        detail:
          "Example: a regional credit union with 40,000 members answering card, fee and statement questions with an Automatica assistant, escalating the rest to its contact centre.",
      },
    },
  },
  {
    slug: "travel",
    title: "Travel & Hospitality",
    description:
      "Booking policies, check-in and local tips answered at once, one assistant per language.",
    icon: "plane",
    color: "#0369a1",
    onHome: true,
    page: {
      intro:
        "Hotels, tour operators and travel agencies use Automatica to answer guests with one assistant per language, explain changes without hold music and send the messages their booking system asks for.",
      offerings: {
        chatbots:
          "A concierge for each language you serve answers questions about check-in, your policies and local tips, and hands booking changes to your team.",
        workflows:
          "When your booking system calls a workflow, confirmations and pre-arrival details go out by e-mail and your team hears about each change in Slack.",
        social:
          "Seasonal offers and destination stories are published on schedule, and enquiries in comments and Messenger get an answer and a link to your booking page.",
      },
      useCases: [
        {
          title: "Booking changes and cancellations",
          description:
            "Guests asking to change dates or cancel get your policy at once, and the request reaches your team with their e-mail address.",
        },
        {
          title: "Pre-arrival messages",
          description:
            "Check-in details, directions and offers go out by e-mail three days before arrival, when your booking system sends the stay to a workflow.",
        },
        {
          title: "Guest support in each language",
          description:
            "One assistant per language answers guests day and night, with staff taking over on request.",
        },
        {
          title: "Itinerary documents",
          description:
            "Your booking system builds the itinerary PDF, and a workflow e-mails the guest its link and logs it to a sheet.",
        },
        {
          title: "Review follow-up",
          description:
            "Guests receive a thank-you and a review request after checkout, sent by a workflow your booking system starts.",
        },
      ],
      proof: {
        illustrative: true,
        kind: "testimonial",
        quote:
          "Guests write to us in six languages at every hour, so we run one assistant per language, and together they pass us only the requests that really need a person.",
        author: "Luc\u00eda Ferreira",
        role: "Guest Experience Manager",
        company: "Costa Azul Boutique Hotels",
      },
    },
  },
  {
    slug: "ecommerce",
    title: "Retail & eCommerce",
    description:
      "Order questions in chat, paid-order alerts, and cart reminders from your own server.",
    icon: "shopping-cart",
    color: "#7c3aed",
    onHome: true,
    page: {
      intro:
        "Online stores and retailers use Automatica to answer shoppers at once, announce and log every paid order, and send the cart reminders and stock alerts their own systems ask for.",
      offerings: {
        chatbots:
          "A shopping assistant answers shipping, returns and product questions from your policies and catalogue, explains where the tracking link is, and hands order-specific cases to your team.",
        workflows:
          "Paid orders and payments flow from your store and payment provider into spreadsheets, your CRM and Slack, and your own stock check triggers the low-stock alerts.",
        social:
          "Product drops and promotions are scheduled across your page, and questions on posts are answered with the right product link.",
      },
      useCases: [
        {
          title: "Order tracking",
          description:
            "“Where is my order?” is answered at once with where to find the tracking link, and a person takes the rest.",
        },
        {
          title: "Returns and exchanges",
          description:
            "Shoppers get your returns policy in chat and the link that starts a return in your own store.",
        },
        {
          title: "Abandoned-cart recovery",
          description:
            "One reminder with the cart contents goes out three to four hours after checkout is abandoned, for each cart your own server reports.",
        },
        {
          title: "Low-stock alerts and reorders",
          description:
            "When your own stock check finds a product below its threshold, the team is alerted by Slack and e-mail.",
        },
        {
          title: "Product questions",
          description:
            "Size, material and compatibility questions are answered from your catalogue and FAQs.",
        },
      ],
      proof: {
        illustrative: true,
        kind: "testimonial",
        quote:
          "Half our tickets were “where is my order?”. The assistant now points shoppers to their tracking link, and abandoned-cart reminders brought back sales we used to lose every week.",
        author: "Marcus Bell",
        role: "Head of eCommerce",
        company: "Trailhead Outdoor Supply",
      },
    },
  },
  {
    slug: "food",
    title: "Food & Restaurants",
    description: "Menu, allergen and opening-hours questions answered without the phone queue.",
    icon: "utensils",
    color: "#c2410c",
    onHome: true,
    page: {
      intro:
        "Restaurants, caf\u00e9s and food-delivery businesses use Automatica to answer menu and booking questions without the phone queue, and to keep orders and suppliers in step.",
      offerings: {
        chatbots:
          "A host assistant answers menu, allergen and opening-hours questions around the clock and links to your own table booking. Large-party enquiries go to your team.",
        workflows:
          "The online orders and deliveries your own systems report are logged to a sheet and announced to the kitchen in Slack, and a scheduled workflow asks your system for each morning's prep summary.",
        social:
          "Daily specials and events are posted on schedule, and questions in comments and messages get an answer and a booking link.",
      },
      useCases: [
        {
          title: "Table reservations",
          description:
            "Guests asking for a table get the link to your booking tool, and the confirmations it sends to a workflow go out by e-mail.",
        },
        {
          title: "Menu and allergen questions",
          description:
            "The assistant answers from your current menu, including allergens and dietary options.",
        },
        {
          title: "Delivery order updates",
          description:
            "Your ordering system's updates start a workflow that e-mails the customer the confirmation and the delivery time.",
        },
        {
          title: "Supplier reorders",
          description:
            "The stock counts your own system records trigger supplier orders for the next delivery day, with a copy to the manager.",
        },
        {
          title: "Catering and event enquiries",
          description:
            "The assistant answers catering questions from your menus and hands each request to the events team with the customer's e-mail address.",
        },
      ],
      proof: {
        illustrative: true,
        kind: "figure",
        value: "3 hours",
        label: "of phone time freed each day",
        detail:
          "Example: a 90-seat restaurant moving menu questions and booking calls to an Automatica assistant and its booking link, with staff taking only large-party and special requests.",
      },
    },
  },
  {
    slug: "courier",
    title: "Courier & Logistics",
    description:
      "Delivery questions answered at once, and the tracking updates your own systems send out.",
    icon: "truck",
    color: "#a16207",
    onHome: true,
    page: {
      intro:
        "Courier, delivery and logistics companies use Automatica to answer customers' delivery questions at once and to send on the updates and paperwork their own systems produce for every delivery.",
      offerings: {
        chatbots:
          "A delivery assistant explains delivery windows and how to track, reschedule or claim, links to your own tracking page, and hands claims to your team.",
        workflows:
          "The proof-of-delivery records and delivery exceptions your dispatch system reports are e-mailed to senders, logged to a sheet and posted to your team's channel.",
        social:
          "Service updates, holiday cut-off dates and weather delays are published on time, and tracking questions in Messenger get your tracking link at once.",
      },
      useCases: [
        {
          title: "Tracking questions",
          description:
            "Customers asking where a parcel is get your tracking page and what each status on it means.",
        },
        {
          title: "Delivery rescheduling",
          description:
            "Recipients get the link to choose a new day or a safe place in your own system, and the assistant explains the options.",
        },
        {
          title: "Proof of delivery",
          description:
            "When your system records a delivery, a workflow e-mails the sender its proof-of-delivery link.",
        },
        {
          title: "Damage and loss claims",
          description:
            "The assistant explains how to claim and hands each case to the claims team with the customer's e-mail address.",
        },
        {
          title: "Failed-delivery follow-up",
          description:
            "After a missed delivery your system reports, the recipient gets an e-mail with the links to rebook or collect.",
        },
      ],
      proof: {
        illustrative: true,
        kind: "testimonial",
        quote:
          "Tracking questions used to flood our phones every afternoon. Customers now get our tracking and rescheduling links in chat, and our dispatchers finally have time to dispatch.",
        author: "Kwame Mensah",
        role: "Operations Lead",
        company: "SwiftLane Couriers",
      },
    },
  },
  {
    slug: "sales",
    title: "Sales & Marketing",
    description: "Prospects answered at once, and every new lead in your CRM and sales channel.",
    icon: "trending-up",
    color: "#4f46e5",
    onHome: true,
    page: {
      intro:
        "Sales and marketing teams use Automatica to answer prospects at once, put every new lead in the CRM and tell sales the moment it arrives.",
      offerings: {
        chatbots:
          "A website assistant answers product and pricing questions from your documents, and links visitors to your reps' own booking page.",
        workflows:
          "New leads from your forms become CRM contacts, reach the sales channel in Slack and get a first e-mail; your own code picks a rep's workflow when routing needs a rule.",
        social:
          "Campaign posts are scheduled across your page, comments are answered, and people who ask about pricing get a link to your contact form.",
      },
      useCases: [
        {
          title: "Lead routing",
          description:
            "Your form's leads are created in the CRM and announced to the sales channel as they arrive.",
        },
        {
          title: "Meeting booking",
          description:
            "Prospects get the link to your reps' own booking page from the assistant, at any hour.",
        },
        {
          title: "CRM contacts",
          description:
            "Every form fill becomes a contact in your CRM, with its name, e-mail address and company.",
        },
        {
          title: "First replies",
          description:
            "Each new lead gets a personal first e-mail from the workflow that creates the contact.",
        },
        {
          title: "Campaign reporting",
          description:
            "A scheduled workflow asks your reporting service for the week's leads by source and posts the report to your team channel.",
        },
      ],
      proof: {
        illustrative: true,
        kind: "figure",
        value: "5 min",
        label: "from form fill to first reply",
        detail:
          "Example: a B2B software team sending inbound leads through Automatica, which creates each one in the CRM, alerts the sales channel and sends a personal first reply with a booking link.",
      },
    },
  },
  {
    slug: "cnf",
    title: "Clearing & Forwarding",
    description:
      "Duty questions answered, and the customs paperwork your own systems check moved along.",
    icon: "container",
    color: "#334155",
    onHome: true,
    page: {
      intro:
        "Clearing and forwarding agents use Automatica to keep importers and exporters informed, handle customs paperwork faster and answer duty questions without digging through files.",
      offerings: {
        chatbots:
          "A shipment assistant explains required documents, clearance steps, duties and tariffs from your own guidance, and links clients to your tracking portal for their container's status.",
        workflows:
          "Invoices, packing lists and bills of lading that your own system reads and checks for mismatches are assembled into customs-ready files, and the deadlines it reports reach your team by e-mail and Slack.",
        social:
          "Port updates, regulation changes and cut-off dates are shared on schedule, and client questions in messages get an answer and a contact.",
      },
      useCases: [
        {
          title: "Shipment status updates",
          description:
            "At each milestone your system records, a workflow e-mails the client the new clearance or delivery status.",
        },
        {
          title: "Customs document checks",
          description:
            "Your own system compares commercial invoices and packing lists, and a workflow alerts the team to each discrepancy it flags.",
        },
        {
          title: "Duty and tariff questions",
          description:
            "The assistant explains duties and required certificates from your own guidance notes.",
        },
        {
          title: "Demurrage deadline alerts",
          description:
            "The free-time expiry dates your system tracks start a workflow that warns the team and the client before charges start.",
        },
        {
          title: "Quotation requests",
          description:
            "Your quote form's requests reach the pricing desk in Slack and a sheet, with every shipment detail.",
        },
      ],
      proof: {
        illustrative: true,
        kind: "testimonial",
        quote:
          "Every shipment used to mean a dozen e-mails asking for status. Clients get milestone updates automatically now, and our document checks catch mistakes before customs does.",
        author: "Farah Siddiqui",
        role: "Managing Partner",
        company: "Meridian Clearing & Forwarding",
      },
    },
  },
  {
    slug: "airlines",
    title: "Airlines",
    description: "Baggage, check-in and disruption questions answered at once, day and night.",
    icon: "plane-takeoff",
    color: "#1d4ed8",
    onHome: true,
    page: {
      intro:
        "Airlines and aviation service providers use Automatica to answer baggage, check-in and rebooking-policy questions at once, especially when disruption sends contact volumes soaring.",
      offerings: {
        chatbots:
          "A travel assistant answers allowance, check-in and fare-rule questions, explains the rebooking and delayed-baggage steps, and links passengers to your flight-status and rebooking pages.",
        workflows:
          "When your operations system reports a disruption, a workflow e-mails affected passengers and alerts your teams; claims and baggage reports from your own forms reach the right desk.",
        social:
          "Schedule changes and travel advisories are published the moment they are issued, and passenger questions in Messenger are answered at scale.",
      },
      useCases: [
        {
          title: "Flight status and delays",
          description:
            "Passengers get your flight-status link in chat, and a workflow e-mails notice of each delay your system reports.",
        },
        {
          title: "Rebooking during disruption",
          description:
            "Affected passengers learn their fare's rebooking rules and get the link to your own rebooking page without waiting on hold.",
        },
        {
          title: "Delayed baggage tracking",
          description:
            "Passengers learn how to report a delayed bag, and your baggage system's updates reach them by e-mail.",
        },
        {
          title: "Compensation claims",
          description:
            "The assistant explains compensation rules and links to your claim form, and each claim your system receives is announced to the claims desk.",
        },
        {
          title: "Baggage allowance questions",
          description:
            "The assistant answers allowance, fees and special-item questions for every fare.",
        },
      ],
      proof: {
        illustrative: true,
        kind: "figure",
        value: "10x",
        label: "contact volume absorbed during a disruption",
        detail:
          "Example: a regional airline handling a weather disruption with an Automatica assistant that answers fare-rule and baggage questions and links to self-service rebooking, while agents focus on complex itineraries.",
      },
    },
  },
  {
    slug: "manufacturing",
    title: "Manufacturing",
    description:
      "Supplier orders, maintenance requests and quality reports that flow on their own.",
    icon: "factory",
    color: "#475569",
    onHome: false,
    page: {
      intro:
        "Manufacturers use Automatica to connect orders, maintenance and quality work across teams and systems, so information flows without e-mail chains and spreadsheets.",
      offerings: {
        chatbots:
          "An internal assistant answers questions about procedures from your documents, and a customer-facing assistant answers lead-time and product questions from your published tables.",
        workflows:
          "The purchase orders, maintenance requests and quality reports your ERP sends to a workflow reach spreadsheets, inboxes and team channels automatically.",
        social:
          "Product launches, trade-show appearances and hiring news are published on schedule, and distributor enquiries are routed to sales.",
      },
      useCases: [
        {
          title: "Supplier order management",
          description:
            "When your own system reports low stock, the purchase order goes to the supplier by e-mail and is logged for the team.",
        },
        {
          title: "Maintenance requests",
          description:
            "Operators report an issue through your maintenance form; a workflow logs the work order to a sheet and alerts the technicians' channel.",
        },
        {
          title: "Quality reports",
          description:
            "The inspection results your system records reach the quality lead by e-mail, with the non-conformances it flagged.",
        },
        {
          title: "Order and lead-time enquiries",
          description:
            "Customers and distributors get lead times and product details from the assistant; order status stays with the sales office.",
        },
        {
          title: "Shift handover summaries",
          description:
            "At the end of each shift, a scheduled workflow asks your system for its figures and open issues and posts them to the team channel.",
        },
      ],
      proof: {
        illustrative: true,
        kind: "testimonial",
        quote:
          "Maintenance requests used to live on sticky notes and in inboxes. Now every request becomes a logged work order and an alert, and nothing slips between shifts.",
        author: "Henrik Vogel",
        role: "Plant Operations Manager",
        company: "Baltec Precision Components",
      },
    },
  },
  {
    slug: "legal",
    title: "Legal",
    description:
      "Intake questions, document routing and deadline reminders, with every run in the run history.",
    icon: "scale",
    color: "#9f1239",
    onHome: false,
    page: {
      intro:
        "Law firms and legal teams use Automatica to answer prospective clients, move documents through review and keep the deadlines their own systems track in front of the right lawyer.",
      offerings: {
        chatbots:
          "An intake assistant explains your practice areas, fees and how consultations work, links to your intake form and booking page, and never gives legal advice.",
        workflows:
          "The documents your own system drafts from templates reach the right reviewer by e-mail and Slack, and the deadlines it tracks are reminded on schedule.",
        social:
          "Articles, firm news and event invitations are published on schedule, and enquiries in messages are passed to intake the same day.",
      },
      useCases: [
        {
          title: "Client intake",
          description:
            "Your intake form sends each matter to the workflow of its practice group, which e-mails the group and logs the matter to a sheet.",
        },
        {
          title: "Conflict checks",
          description:
            "Your practice-management system compares new names with existing clients, and a workflow alerts the reviewer to each possible conflict it finds.",
        },
        {
          title: "Document review routing",
          description:
            "Contracts your own system classifies are assigned to the right reviewer, with the key clauses it found.",
        },
        {
          title: "Deadline reminders",
          description:
            "The filing and limitation deadlines your system tracks become e-mail and Slack reminders for the responsible lawyer and team.",
        },
        {
          title: "Engagement letters",
          description:
            "The engagement letter your document system drafts from intake data is e-mailed to the responsible lawyer to review and send.",
        },
      ],
      proof: {
        illustrative: true,
        kind: "figure",
        value: "40%",
        label: "less time spent on new-client intake",
        detail:
          "Example: a 25-lawyer firm using an Automatica intake assistant and engagement-letter workflow, with lawyers reviewing every matter before accepting it.",
      },
    },
  },
  {
    slug: "education",
    title: "Education",
    description: "Admissions questions, enrolment paperwork and student support at any hour.",
    icon: "graduation-cap",
    color: "#15803d",
    onHome: false,
    page: {
      intro:
        "Schools, colleges and training providers use Automatica to answer applicants and students at any hour, speed up enrolment paperwork and keep everyone informed.",
      offerings: {
        chatbots:
          "A student assistant answers admissions, fees, timetable and support-service questions day and night, and passes sensitive matters to staff.",
        workflows:
          "The applications and enrolment forms your admissions system checks are logged to a sheet and announced to the right office, and the missing documents it reports are requested by e-mail.",
        social:
          "Open days, deadlines and campus news are published on schedule, and questions from prospective students get a quick reply from your published answers.",
      },
      useCases: [
        {
          title: "Admissions questions",
          description:
            "Prospective students get answers on courses, entry requirements and deadlines instantly.",
        },
        {
          title: "Enrolment paperwork",
          description:
            "When your admissions system finds a form or transcript missing, a workflow e-mails the student the request.",
        },
        {
          title: "Fee and payment reminders",
          description:
            "The payment dates your finance system sends to a workflow become e-mail reminders, and the overdue accounts it reports alert finance.",
        },
        {
          title: "Student support triage",
          description:
            "Questions about IT, housing or wellbeing are answered or routed to the right service.",
        },
        {
          title: "Open day registrations",
          description:
            "Visitors get the registration link in chat, and each sign-up on your form receives a confirmation e-mail.",
        },
      ],
      proof: {
        illustrative: true,
        kind: "testimonial",
        quote:
          "During admissions season our inbox tripled. The assistant now answers the common questions at any hour and our advisers spend their time with applicants who need them.",
        author: "Grace Achterberg",
        role: "Head of Admissions",
        company: "Riverside College of Applied Sciences",
      },
    },
  },
];

export const homeIndustries = industries.filter((industry) => industry.onHome);

/** The three offerings, in the order every industry page describes them. */
export const industryOfferings = [
  { key: "chatbots", title: "AI chatbots", href: "/chatbot" },
  { key: "workflows", title: "Workflow automation", href: "/business-automation" },
  { key: "social", title: "Social page automation", href: "/facebook-automation" },
] as const satisfies readonly {
  key: keyof IndustryPageContent["offerings"];
  title: string;
  href: string;
}[];

/** Headings and the closing call to action shared by the /industries/{slug} pages. */
export const industryPageCopy = {
  offeringsTitle: "What Automatica does for you",
  useCasesTitle: "Use cases",
  proofTitle: "What it looks like in practice",
  proofNote: illustrativeNote,
  linkLabel: "How it works",
  cta: (title: string) => ({
    title: `Put AI to work in ${title}`,
    description:
      "Tell us how your team works today and we'll map out the first chatbot and workflows to launch, usually within a week.",
    primary: { label: "Get Started", href: "/get-started-form" },
    secondary: { label: "See all solutions", href: "/solutions" },
  }),
};
