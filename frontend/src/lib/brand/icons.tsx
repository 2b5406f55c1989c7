/** Small inline icons: no icon font or emoji font is assumed on the learner's machine. */
export function FlameIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2c.6 3.2-1.1 5.2-2.6 7C8 10.7 7 12.2 7 14.5A5 5 0 0 0 12 19.5a5 5 0 0 0 5-5c0-2-1-3.7-2-4.8-.2 1.4-.9 2.5-2 3 .6-3.4-.1-7.7-1-10.7Z"
      />
      <path
        fill="currentColor"
        opacity=".55"
        d="M12 22a7 7 0 0 1-7-7c0-1 .2-1.9.6-2.8A6.9 6.9 0 0 0 12 21a6.9 6.9 0 0 0 6.4-8.8c.4.9.6 1.8.6 2.8a7 7 0 0 1-7 7Z"
      />
    </svg>
  );
}

export function BoltIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M13.5 2 4 13.5h6.5L9.5 22 20 9.5h-6.6L13.5 2Z" />
    </svg>
  );
}
