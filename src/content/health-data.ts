/**
 * Our position on health data, the only place it is written down: /security ("Health
 * information"), the Terms ("Acceptable use") and the healthcare pages say the same thing, and
 * src/content/claims/health-data.test.ts holds them to it.
 *
 * We do not sign Business Associate Agreements, so protected health information (PHI) under HIPAA
 * must not go through the Services. The healthcare pages therefore offer only what needs none:
 * general questions answered from a practice's own documents (opening hours, directions, accepted
 * insurance plans, visit preparation), a link to the practice's own booking system, and its page's
 * posts. Anything about a patient's health, appointments or records stays with the practice's
 * staff and its own systems.
 */
export const healthData = {
  signsBaa: false,
  /** The sentence /security and the healthcare page both carry. */
  position:
    "We do not sign Business Associate Agreements (BAAs), so protected health information (PHI) must not be sent to Automatica: no patient records, results, symptoms or appointment details.",
  /** What a practice uses Automatica for instead. */
  forPractices:
    "Practices use it for questions any visitor may ask, such as opening hours, directions, accepted insurance plans and visit preparation, and keep anything about a patient with their own staff and systems.",
} as const;
