/** Tufts of the mane, as angles (degrees) around the face. */
const MANE_TUFTS = Array.from({ length: 14 }, (_, i) => (i * 360) / 14);

/**
 * Juba's lion mascot: a round face inside a tufted mane. Decorative unless a
 * title is given, in which case it is announced as an image.
 */
export function LionHead({ className, title }: { className?: string; title?: string }) {
  const labelled = title !== undefined;
  return (
    <svg
      viewBox="-9 -7 138 138"
      className={className}
      role={labelled ? 'img' : undefined}
      aria-label={title}
      aria-hidden={labelled ? undefined : true}
      focusable="false"
    >
      <g fill="#c2410c">
        {MANE_TUFTS.map((angle) => (
          <ellipse key={angle} cx="60" cy="14" rx="15" ry="20" transform={`rotate(${angle} 60 62)`} />
        ))}
      </g>
      <circle cx="60" cy="62" r="44" fill="#ea580c" />
      <circle cx="34" cy="34" r="11" fill="#f59e0b" />
      <circle cx="86" cy="34" r="11" fill="#f59e0b" />
      <circle cx="34" cy="34" r="5.5" fill="#b45309" />
      <circle cx="86" cy="34" r="5.5" fill="#b45309" />
      <ellipse cx="60" cy="66" rx="34" ry="32" fill="#fbbf24" />
      <ellipse cx="47" cy="58" rx="4.5" ry="5.5" fill="#451a03" />
      <ellipse cx="73" cy="58" rx="4.5" ry="5.5" fill="#451a03" />
      <circle cx="48.5" cy="56" r="1.6" fill="#fffbeb" />
      <circle cx="74.5" cy="56" r="1.6" fill="#fffbeb" />
      <path d="M40 47q7-5 14 0M66 47q7-5 14 0" stroke="#92400e" strokeWidth="3" strokeLinecap="round" fill="none" />
      <ellipse cx="60" cy="80" rx="17" ry="13" fill="#fef3c7" />
      <path d="M52 71h16l-8 8z" fill="#451a03" strokeLinejoin="round" />
      <path d="M60 79v5M60 84q-5 5-10 1M60 84q5 5 10 1" stroke="#451a03" strokeWidth="2.5" strokeLinecap="round" fill="none" />
    </svg>
  );
}
