/**
 * A playback position as a player shows it: minutes and two-digit seconds ("1:05"), hours only
 * when there are any ("1:02:09"). A position the browser does not know yet (NaN while the clip's
 * metadata loads, Infinity for a live stream) reads as "0:00" rather than "NaN:NaN".
 */
export function formatMediaTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${secs}` : `${minutes}:${secs}`;
}
