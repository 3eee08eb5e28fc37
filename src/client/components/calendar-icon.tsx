/**
 * Lucide's calendar, drawn here rather than imported from lucide-react: the import would become
 * a chunk shared with Settings, and every shared chunk adds a line to the preload map the
 * landing page downloads. The date field's button and the Transactions range button both show it.
 */
export function CalendarIcon() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M8 2v4M16 2v4" />
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M3 10h18" />
    </svg>
  );
}
