/** theme_melk's outline icons, by an attribute's icon name; a name it does not know draws a check mark. */
const PATHS: Record<string, string> = {
  area: 'M4 4h16v16H4zM4 9h5M15 20v-5M9 4v3M20 15h-3',
  rooms: 'M3 18v-7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v7M3 15h18M6 9V6h5v3M13 9V6h5v3M3 18v2M21 18v2',
  floor: 'M4 20h4v-4h4v-4h4V8h4M4 20v-2',
  year: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M8 14h2M14 14h2M8 17h2',
  parking: 'M5 4h14v16H5zM10 16V8h3a2.5 2.5 0 0 1 0 5h-3',
  elevator: 'M6 3h12v18H6zM12 3v18M8.5 10l1.5-2 1.5 2M12.5 14l1.5 2 1.5-2',
  storage: 'M4 8l8-4 8 4v12H4zM8 20v-7h8v7M8 16h8',
  balcony: 'M5 3h14v9H5zM12 3v9M3 14h18M5 14v7M9 14v7M15 14v7M19 14v7M3 21h18',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4',
};

export function FactIcon({ name, size = 18 }: { name: string | undefined; size?: number }) {
  return (
    <svg
      className="melk-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name ?? ''] ?? PATHS.check} />
    </svg>
  );
}
