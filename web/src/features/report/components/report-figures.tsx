/** A grid of labelled figures at the top of a report section. */
export function ReportFigures({ figures, label }: { figures: [string, string][]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map(([name, value]) => (
        <div key={name} className="rounded-md border p-3">
          <dt className="text-xs text-muted-foreground">{name}</dt>
          <dd className="text-lg font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
