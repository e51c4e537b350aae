import { Link } from "react-router";

type ContentNoticeProps = {
  message: string;
  back?: { href: string; label: string };
  /** "status" for apologies and empty lists, announced politely. */
  role?: "status";
};

/** The not-found, unavailable and empty states of the blog and news pages. */
export function ContentNotice({ message, back, role }: ContentNoticeProps) {
  return (
    <div className="container-page py-16 text-center" role={role}>
      <p className="text-lg text-slate-700">{message}</p>
      {back ? (
        <Link to={back.href} className="btn btn-primary mt-6">
          {back.label}
        </Link>
      ) : null}
    </div>
  );
}
