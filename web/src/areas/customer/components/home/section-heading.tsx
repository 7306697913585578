/** A home page section's heading: the amber bar of the hero, the title, and a line under it. */
export function SectionHeading({
  id,
  title,
  intro,
  tone = 'light',
}: {
  id: string;
  title: string;
  intro?: string;
  tone?: 'light' | 'dark';
}) {
  return (
    <div className="mb-8 flex flex-col items-center gap-3 text-center sm:mb-10">
      <span aria-hidden="true" className="h-1.5 w-12 rounded-full bg-brand" />
      <h2
        id={id}
        className={`text-2xl font-extrabold tracking-tight sm:text-3xl ${tone === 'dark' ? 'text-white' : 'text-ink'}`}
      >
        {title}
      </h2>
      {intro && (
        <p className={`max-w-xl text-base ${tone === 'dark' ? 'text-stone-300' : 'text-stone-600'}`}>{intro}</p>
      )}
    </div>
  );
}
