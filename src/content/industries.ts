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
export type IndustryProof =
  | { kind: "testimonial"; quote: string; author: string; role: string; company: string }
  | { kind: "figure"; value: string; label: string; detail: string };

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
    description: "Patient scheduling, reminders and intake that never keep anyone waiting.",
    icon: "heart-pulse",
    color: "#e11d48",
    onHome: true,
    page: {
      intro:
        "Clinics, dental practices and care providers use Automatica to answer patients at any hour, keep calendars full and take paperwork off the front desk, while sensitive requests always reach a person.",
      offerings: {
        chatbots:
          "A patient assistant answers opening hours, insurance and preparation questions, books and moves appointments, and hands clinical questions straight to your staff.",
        workflows:
          "Intake forms, referral letters and lab results that your own system reads are filed to the right record and routed for review, with reminders sent automatically before every visit.",
        social:
          "Your practice page posts health-awareness updates and clinic news on schedule, and replies to booking questions in comments and messages within minutes.",
      },
      useCases: [
        {
          title: "Appointment booking and reminders",
          description:
            "Patients book, confirm or reschedule by chat or text; reminders 48 and 24 hours ahead cut no-shows.",
        },
        {
          title: "Digital patient intake",
          description:
            "New-patient forms are collected before the visit, checked for missing fields and attached to the appointment.",
        },
        {
          title: "Insurance and billing questions",
          description:
            "The assistant explains accepted plans, co-pays and invoice items, and opens a billing ticket when a person is needed.",
        },
        {
          title: "Referral and results routing",
          description:
            "Incoming referral letters and lab reports are classified and sent to the right clinician's queue the same day.",
        },
        {
          title: "After-hours triage messages",
          description:
            "Out-of-hours messages are answered with the right guidance and urgent ones are escalated to the on-call line.",
        },
      ],
      proof: {
        kind: "testimonial",
        quote:
          "Our front desk used to spend mornings on the phone confirming appointments. Now reminders and rescheduling run on their own and the team can focus on the patients in front of them.",
        author: "Dr. Ruth Adeyemi",
        role: "Practice Director",
        company: "Northgate Family Clinic",
      },
    },
  },
  {
    slug: "banking",
    title: "Banking & Finance",
    description: "Secure account help, KYC document checks and fraud alerts around the clock.",
    icon: "landmark",
    color: "#0f766e",
    onHome: true,
    page: {
      intro:
        "Banks, credit unions and fintech teams use Automatica to resolve routine account questions instantly, move documents through KYC checks faster and keep every step on an audit trail.",
      offerings: {
        chatbots:
          "A secure assistant answers balance, card and fee questions, walks customers through disputes and freezes, and hands regulated advice to licensed staff.",
        workflows:
          "KYC documents, loan applications and statements are read and validated by your own systems, then routed for approval by workflows, with every decision logged.",
        social:
          "Rate changes, branch updates and fraud warnings are published on schedule, and public questions get a fast, compliant first reply.",
      },
      useCases: [
        {
          title: "Card and account support",
          description:
            "Lost cards, limits, fees and statement questions are answered 24/7, with identity checks before anything account-specific.",
        },
        {
          title: "KYC document checks",
          description:
            "Uploaded IDs and proofs of address are read, checked for expiry and mismatches, and queued for an analyst only when needed.",
        },
        {
          title: "Loan application intake",
          description:
            "Applications are completed in a guided chat, missing documents are requested automatically and files reach underwriting complete.",
        },
        {
          title: "Fraud and security alerts",
          description:
            "Suspicious-activity alerts reach customers in minutes and their confirmations flow back to your fraud team.",
        },
        {
          title: "Dispute and chargeback tracking",
          description:
            "Customers get status updates on open disputes without calling, and agents see the full history in one place.",
        },
      ],
      proof: {
        kind: "figure",
        value: "68%",
        label: "of routine account questions resolved without an agent",
        detail:
          "Example: a regional credit union with 40,000 members answering card, fee and statement questions with an Automatica assistant, escalating the rest to its contact centre.",
      },
    },
  },
  {
    slug: "travel",
    title: "Travel & Hospitality",
    description: "Bookings, changes and local tips answered instantly in the guest's language.",
    icon: "plane",
    color: "#0369a1",
    onHome: true,
    page: {
      intro:
        "Hotels, tour operators and travel agencies use Automatica to answer guests with one assistant per language, handle changes without hold music and keep every booking system in sync.",
      offerings: {
        chatbots:
          "A concierge for each language you serve answers questions about availability, check-in and local tips, and changes or cancels bookings within your policies.",
        workflows:
          "Booking confirmations, itinerary changes and supplier vouchers are generated and sent automatically, and updates reach your property or booking system.",
        social:
          "Seasonal offers and destination stories are published on schedule, and enquiries in comments and messages turn into quotes within minutes.",
      },
      useCases: [
        {
          title: "Booking changes and cancellations",
          description:
            "Guests change dates or cancel by chat; the assistant applies your policy and updates the reservation.",
        },
        {
          title: "Pre-arrival messages",
          description:
            "Check-in details, directions and upsell offers go out automatically three days before arrival.",
        },
        {
          title: "Guest support in each language",
          description:
            "One assistant per language answers guests day and night, with staff taking over on request.",
        },
        {
          title: "Itinerary documents",
          description:
            "Vouchers, tickets and day-by-day itineraries are assembled from booking data and sent as one PDF.",
        },
        {
          title: "Review follow-up",
          description:
            "Guests receive a thank-you and review request after checkout, and low scores alert the manager.",
        },
      ],
      proof: {
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
        "Online stores and retailers use Automatica to answer shoppers instantly, announce and log every paid order, and send the cart reminders and stock alerts their own systems ask for.",
      offerings: {
        chatbots:
          "A shopping assistant tracks orders, starts returns, recommends products from your catalogue and hands complex cases to your team with the order attached.",
        workflows:
          "Paid orders and refunds flow between your store, payment provider and spreadsheets automatically, and your own stock check triggers the low-stock alerts.",
        social:
          "Product drops and promotions are scheduled across your page, and questions on posts are answered with the right product link.",
      },
      useCases: [
        {
          title: "Order tracking",
          description:
            "“Where is my order?” is answered instantly with live carrier status, without an agent.",
        },
        {
          title: "Returns and exchanges",
          description:
            "Shoppers start a return in chat; labels are created and refunds are issued once the parcel is scanned.",
        },
        {
          title: "Abandoned-cart recovery",
          description:
            "A reminder with the cart contents goes out an hour after checkout is abandoned, and a second one the next day.",
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
        kind: "testimonial",
        quote:
          "Half our tickets were order-status questions. The assistant handles them now, and abandoned-cart reminders brought back sales we used to lose every week.",
        author: "Marcus Bell",
        role: "Head of eCommerce",
        company: "Trailhead Outdoor Supply",
      },
    },
  },
  {
    slug: "food",
    title: "Food & Restaurants",
    description: "Reservations, menu questions and delivery updates without the phone queue.",
    icon: "utensils",
    color: "#c2410c",
    onHome: true,
    page: {
      intro:
        "Restaurants, caf\u00e9s and food-delivery businesses use Automatica to take reservations and answer menu questions without the phone queue, and to keep orders and suppliers in step.",
      offerings: {
        chatbots:
          "A host assistant books tables, answers menu, allergen and opening-hours questions and takes large-party enquiries around the clock.",
        workflows:
          "Reservations, online orders and supplier deliveries sync with your booking tool, kitchen and spreadsheets, with daily prep summaries sent each morning.",
        social:
          "Daily specials and events are posted on schedule, and questions in comments and messages get an answer and a booking link.",
      },
      useCases: [
        {
          title: "Table reservations",
          description:
            "Guests book, change or cancel by chat, and confirmations and reminders are sent automatically.",
        },
        {
          title: "Menu and allergen questions",
          description:
            "The assistant answers from your current menu, including allergens and dietary options.",
        },
        {
          title: "Delivery order updates",
          description:
            "Customers get order confirmations and delivery status without calling the restaurant.",
        },
        {
          title: "Supplier reorders",
          description:
            "The stock counts your own system records trigger supplier orders for the next delivery day, with a copy to the manager.",
        },
        {
          title: "Catering and event enquiries",
          description:
            "Large-party and catering requests are qualified and sent to the events team with all details.",
        },
      ],
      proof: {
        kind: "figure",
        value: "3 hours",
        label: "of phone time freed each day",
        detail:
          "Example: a 90-seat restaurant moving reservation calls and menu questions to an Automatica assistant, with staff taking only large-party and special requests.",
      },
    },
  },
  {
    slug: "courier",
    title: "Courier & Logistics",
    description: "Real-time parcel tracking, delivery rescheduling and proof of delivery.",
    icon: "truck",
    color: "#a16207",
    onHome: true,
    page: {
      intro:
        "Courier, delivery and logistics companies use Automatica to give customers real-time answers about their parcels and to automate the paperwork around every delivery.",
      offerings: {
        chatbots:
          "A tracking assistant gives live parcel status, reschedules deliveries, changes drop-off instructions and opens claims for damaged or missing items.",
        workflows:
          "Proof-of-delivery photos, delivery exceptions and invoices are captured, matched to shipments and pushed to your dispatch and accounting systems.",
        social:
          "Service updates, holiday cut-off dates and weather delays are published on time, and tracking questions in messages get answered instantly.",
      },
      useCases: [
        {
          title: "Real-time parcel tracking",
          description:
            "Customers get live status and the delivery window by entering a tracking number in chat.",
        },
        {
          title: "Delivery rescheduling",
          description:
            "Recipients choose a new day or a safe place, and the driver's route is updated.",
        },
        {
          title: "Proof of delivery",
          description:
            "Signatures and photos are attached to the shipment and e-mailed to the sender automatically.",
        },
        {
          title: "Damage and loss claims",
          description:
            "Claims are collected with photos and order details and routed to the claims team with a reference number.",
        },
        {
          title: "Failed-delivery follow-up",
          description:
            "After a missed delivery the recipient is contacted at once with options to rebook or collect.",
        },
      ],
      proof: {
        kind: "testimonial",
        quote:
          "Tracking questions used to flood our phones every afternoon. Customers now get status and rescheduling in chat, and our dispatchers finally have time to dispatch.",
        author: "Kwame Mensah",
        role: "Operations Lead",
        company: "SwiftLane Couriers",
      },
    },
  },
  {
    slug: "sales",
    title: "Sales & Marketing",
    description: "Qualify leads, book meetings and sync every conversation to your CRM.",
    icon: "trending-up",
    color: "#4f46e5",
    onHome: true,
    page: {
      intro:
        "Sales and marketing teams use Automatica to qualify leads the moment they arrive, book meetings without back-and-forth and keep every conversation in the CRM.",
      offerings: {
        chatbots:
          "A website assistant answers product questions, qualifies visitors with your criteria and books meetings straight into your reps' calendars.",
        workflows:
          "New leads are enriched, scored, assigned to the right rep and followed up automatically, with every touch synced to your CRM.",
        social:
          "Campaign posts are scheduled across your page, comments are answered, and people who ask about pricing are turned into leads.",
      },
      useCases: [
        {
          title: "Lead qualification",
          description:
            "Visitors answer a few questions in chat and qualified leads are routed to a rep in seconds.",
        },
        {
          title: "Meeting booking",
          description:
            "Prospects pick a slot that fits the rep's calendar, with reminders sent before the call.",
        },
        {
          title: "CRM sync",
          description:
            "Conversations, form fills and meeting notes are logged on the contact record automatically.",
        },
        {
          title: "Follow-up sequences",
          description:
            "Leads who go quiet get timely, personal follow-ups until they reply or opt out.",
        },
        {
          title: "Campaign reporting",
          description:
            "Weekly reports on leads, meetings and pipeline by source land in your team channel.",
        },
      ],
      proof: {
        kind: "figure",
        value: "5 min",
        label: "from form fill to first reply",
        detail:
          "Example: a B2B software team routing inbound leads through Automatica, which scores each lead, assigns it to a rep and sends a personal first reply with a booking link.",
      },
    },
  },
  {
    slug: "cnf",
    title: "Clearing & Forwarding",
    description: "Customs paperwork, shipment status and duty questions handled automatically.",
    icon: "container",
    color: "#334155",
    onHome: true,
    page: {
      intro:
        "Clearing and forwarding agents use Automatica to keep importers and exporters informed, handle customs paperwork faster and answer duty questions without digging through files.",
      offerings: {
        chatbots:
          "A shipment assistant reports container and clearance status, explains required documents and answers duty and tariff questions from your own guidance.",
        workflows:
          "Invoices, packing lists and bills of lading that your own system reads and checks for mismatches are assembled into customs-ready files, with deadlines tracked automatically.",
        social:
          "Port updates, regulation changes and cut-off dates are shared on schedule, and client questions in messages get an answer and a contact.",
      },
      useCases: [
        {
          title: "Shipment status updates",
          description:
            "Clients get clearance and delivery status by chat or e-mail at each milestone.",
        },
        {
          title: "Customs document checks",
          description:
            "Commercial invoices and packing lists are compared and discrepancies are flagged before filing.",
        },
        {
          title: "Duty and tariff questions",
          description:
            "The assistant explains duties and required certificates from your own guidance notes.",
        },
        {
          title: "Demurrage deadline alerts",
          description:
            "Free-time expiry dates are tracked and the team and client are warned before charges start.",
        },
        {
          title: "Quotation requests",
          description:
            "Rate requests are collected with all shipment details and sent to the pricing desk.",
        },
      ],
      proof: {
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
    description: "Flight status, rebooking and baggage queries resolved in seconds.",
    icon: "plane-takeoff",
    color: "#1d4ed8",
    onHome: true,
    page: {
      intro:
        "Airlines and aviation service providers use Automatica to resolve flight, baggage and rebooking questions in seconds, especially when disruption sends contact volumes soaring.",
      offerings: {
        chatbots:
          "A travel assistant reports flight status, rebooks passengers within fare rules, tracks delayed baggage and answers allowance and check-in questions.",
        workflows:
          "Disruption notices, compensation claims and baggage reports are created, routed and followed up automatically, with updates sent to passengers.",
        social:
          "Schedule changes and travel advisories are published the moment they are issued, and passenger questions in messages are answered at scale.",
      },
      useCases: [
        {
          title: "Flight status and delays",
          description:
            "Passengers get live status and gate changes in chat, with proactive notices when delays occur.",
        },
        {
          title: "Rebooking during disruption",
          description:
            "Affected passengers choose a new flight within their fare rules without waiting on hold.",
        },
        {
          title: "Delayed baggage tracking",
          description:
            "Baggage reports are filed in chat and passengers receive updates until the bag is delivered.",
        },
        {
          title: "Compensation claims",
          description:
            "Claims are collected with booking details and eligibility is checked before reaching an agent.",
        },
        {
          title: "Baggage allowance questions",
          description:
            "The assistant answers allowance, fees and special-item questions for every fare.",
        },
      ],
      proof: {
        kind: "figure",
        value: "10x",
        label: "contact volume absorbed during a disruption",
        detail:
          "Example: a regional airline handling a weather disruption with an Automatica assistant that rebooks passengers within fare rules while agents focus on complex itineraries.",
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
          "An internal assistant answers questions about procedures and lead times from your documents, and a customer-facing assistant handles order and lead-time enquiries.",
        workflows:
          "Purchase orders, maintenance requests and quality reports move between your ERP, spreadsheets and team channels automatically, with approvals where you need them.",
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
            "Operators report an issue by chat; a work order is created and the right technician is alerted.",
        },
        {
          title: "Quality reports",
          description:
            "Inspection results are collected, non-conformances are flagged and reports reach the quality lead.",
        },
        {
          title: "Order and lead-time enquiries",
          description:
            "Customers and distributors get order status and lead times without calling the sales office.",
        },
        {
          title: "Shift handover summaries",
          description:
            "Production figures and open issues are summarised and shared at the end of each shift.",
        },
      ],
      proof: {
        kind: "testimonial",
        quote:
          "Maintenance requests used to live on sticky notes and in inboxes. Now every request becomes a work order in minutes and nothing slips between shifts.",
        author: "Henrik Vogel",
        role: "Plant Operations Manager",
        company: "Baltec Precision Components",
      },
    },
  },
  {
    slug: "legal",
    title: "Legal",
    description: "Client intake, document review and deadline reminders with a full audit trail.",
    icon: "scale",
    color: "#9f1239",
    onHome: false,
    page: {
      intro:
        "Law firms and legal teams use Automatica to handle client intake, move documents through review and never miss a deadline, with a full audit trail of every step.",
      offerings: {
        chatbots:
          "An intake assistant collects case details, runs a first conflict check against your client list and books consultations, without giving legal advice.",
        workflows:
          "Engagement letters, contracts and court documents are drafted from templates, routed for review and filed, with every deadline tracked and reminded.",
        social:
          "Articles, firm news and event invitations are published on schedule, and enquiries in messages are passed to intake the same day.",
      },
      useCases: [
        {
          title: "Client intake",
          description:
            "Prospective clients describe their matter in a guided chat and the right practice group receives a complete summary.",
        },
        {
          title: "Conflict checks",
          description:
            "New names are compared against existing clients and matters, and possible conflicts are flagged for review.",
        },
        {
          title: "Document review routing",
          description:
            "Contracts your own system classifies are assigned to the right reviewer, with the key clauses it found.",
        },
        {
          title: "Deadline reminders",
          description:
            "Filing and limitation deadlines are tracked and reminders go to the responsible lawyer and team.",
        },
        {
          title: "Engagement letters",
          description:
            "Engagement letters are generated from intake data and sent for e-signature automatically.",
        },
      ],
      proof: {
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
          "Applications, transcripts and enrolment forms are checked, filed and routed for decisions, with reminders for missing documents sent automatically.",
        social:
          "Open days, deadlines and campus news are published on schedule, and questions from prospective students get a quick, accurate reply.",
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
            "Forms and transcripts are checked for completeness and missing items are requested automatically.",
        },
        {
          title: "Fee and payment reminders",
          description:
            "Students receive payment schedules and reminders, and finance is alerted about overdue accounts.",
        },
        {
          title: "Student support triage",
          description:
            "Questions about IT, housing or wellbeing are answered or routed to the right service.",
        },
        {
          title: "Open day registrations",
          description:
            "Visitors register in chat, receive confirmations and get a follow-up after the event.",
        },
      ],
      proof: {
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
