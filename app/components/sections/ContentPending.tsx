import { useNavigation } from "react-router";
import { contentPending } from "~/site/pages/content-pending";

/**
 * Loading states for client-side navigations to content pages: "Loading..." for a list, a full-screen
 * overlay for a detail. Full page loads do not need them.
 */
export function ContentPending() {
  const { label, image, isListPath, isDetailPath } = contentPending;
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  const { pathname } = navigation.location;
  if (isDetailPath(pathname)) {
    return (
      <div
        role="status"
        data-testid="content-loading-overlay"
        className="fixed inset-0 z-[140] grid place-items-center bg-white/90"
      >
        <img
          src={image.src}
          alt=""
          width={image.width * 1.4}
          height={image.height * 1.4}
          className="animate-pulse"
        />
        <span className="sr-only">{label}</span>
      </div>
    );
  }
  if (isListPath(pathname)) {
    return (
      <p
        role="status"
        className="fixed inset-x-0 bottom-6 z-[140] mx-auto w-max rounded-full bg-navy-900 px-5 py-2 font-semibold text-white shadow-lg"
      >
        {label}
      </p>
    );
  }
  return null;
}
