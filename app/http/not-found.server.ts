import { data } from "react-router";
import { notFoundPage } from "~/site/message-pages";

/** The 404 answer, thrown or returned: the not-found page travels as its data, for the error page to show. */
export function notFound(headers?: Record<string, string>) {
  return data(notFoundPage, { status: 404, headers });
}
