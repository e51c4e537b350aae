/**
 * Document event from ./connect.ts to the boot script that a lead form was accepted (detail: form id).
 * The boot script makes every provider call, so addresses are cleaned in one place.
 */
export const LEAD_SENT_EVENT = "analytics-lead-sent";
