/** Liveness for load balancers: the process answers and renders nothing. */
export function loader() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
