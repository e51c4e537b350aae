/**
 * The document event by which the lead reports (./connect.ts) tell the page's boot script
 * (./boot-script.ts) that a lead form was sent and accepted; its detail is the form's id. The boot
 * script makes the provider's call, so that every call to the provider is made in one place, with
 * the page's address cleaned the one way.
 */
export const LEAD_SENT_EVENT = "analytics-lead-sent";
