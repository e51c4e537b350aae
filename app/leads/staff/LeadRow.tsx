import { staffCopy } from "~/site/staff";
import { AttributionList } from "./AttributionList";
import type { StaffLead } from "./lead-access.server";
import { STAFF_PATH } from "./paths";
import { formName } from "./staff-ui";

const copy = staffCopy.list;

/**
 * A `mailto:` link to a lead's address. The address may contain `?`, `&`, `=` or `%`, which would add
 * header fields (`cc`, `bcc`) to the message, so each part is percent-encoded.
 */
function mailtoHref(address: string): string {
  return `mailto:${address.split("@").map(encodeURIComponent).join("@")}`;
}

/** Times in UTC, so the server's render and the browser's agree. */
const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

export type ListedLead = StaffLead & { openingTitle?: string };

export function LeadRow({ lead }: { lead: ListedLead }) {
  return (
    <tr className="align-top">
      <th scope="row" className="whitespace-nowrap">
        <time dateTime={lead.createdAt}>{dateTime.format(new Date(lead.createdAt))}</time>
      </th>
      <td>
        {formName(lead.form)}
        {lead.opening ? (
          <span className="block text-sm text-slate-600">
            {copy.opening}: {lead.openingTitle ? `${lead.openingTitle} ` : null}
            <code className="break-all">{lead.opening}</code>
          </span>
        ) : null}
      </td>
      <td>{lead.name}</td>
      <td>
        {lead.email ? (
          <a className="link break-all" href={mailtoHref(lead.email)}>
            {lead.email}
          </a>
        ) : null}
      </td>
      <td>{lead.contact}</td>
      <td className="max-w-md whitespace-pre-wrap break-words">{lead.message}</td>
      <td>{lead.product.join(", ")}</td>
      <td>
        <ul>
          <li>
            {copy.mailStatus}: {lead.mail}
          </li>
          {lead.outbox
            .filter((row) => row.kind !== "lead")
            .map((row, index) => (
              <li key={`${row.kind}-${index}`}>
                {row.kind}: {row.status}
              </li>
            ))}
        </ul>
      </td>
      <td>
        {lead.attachments.length > 0 ? (
          <ul>
            {lead.attachments.map((file) => (
              <li key={file.n}>
                <a
                  className="link break-all"
                  href={`${STAFF_PATH}/${encodeURIComponent(lead.id)}/attachments/${file.n}`}
                  download={file.name}
                >
                  {file.name}
                </a>{" "}
                <span className="text-sm text-slate-600">({Math.ceil(file.size / 1024)} KB)</span>
              </li>
            ))}
          </ul>
        ) : (
          copy.noAttachments
        )}
      </td>
      <td>
        <AttributionList attribution={lead.attribution} />
      </td>
    </tr>
  );
}
