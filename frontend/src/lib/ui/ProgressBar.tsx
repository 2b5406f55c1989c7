/** An accessible 0..100 progress bar in the brand colours; `className` sizes the track, `barClassName` colours the bar. */
export function ProgressBar({
  percent,
  label,
  className = 'h-2',
  barClassName = 'bg-orange-500',
}: {
  percent: number;
  label: string;
  className?: string;
  barClassName?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={`overflow-hidden rounded-full bg-amber-100 ${className}`}
    >
      <div className={`h-full rounded-full ${barClassName} transition-[width] duration-500`} style={{ width: `${percent}%` }} />
    </div>
  );
}
