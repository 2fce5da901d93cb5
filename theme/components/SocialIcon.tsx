/** Community link icons, inline and filled in the link's colour (why inline: see Icons.tsx). */
const PATHS: Record<string, string> = {
  discord:
    'M20 4.5A17 17 0 0 0 15.6 3l-.6 1.2a15.6 15.6 0 0 0-6 0L8.4 3A17 17 0 0 0 4 4.5 18 18 0 0 0 1 16.6 17 17 0 0 0 6.3 19l1.1-1.6a11 11 0 0 1-1.7-.8l.4-.3a12 12 0 0 0 11.8 0l.4.3-1.7.8 1.1 1.6A17 17 0 0 0 23 16.6 18 18 0 0 0 20 4.5ZM8.7 14.2c-1 0-1.9-1-1.9-2.2s.8-2.2 1.9-2.2 1.9 1 1.9 2.2-.8 2.2-1.9 2.2Zm6.6 0c-1 0-1.9-1-1.9-2.2s.8-2.2 1.9-2.2 1.9 1 1.9 2.2-.8 2.2-1.9 2.2Z',
  linkedin: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.5h4V21H3V9.5Zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.1c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4V9.5Z',
  youtube:
    'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8ZM9.8 15V9l5.8 3-5.8 3Z',
  github:
    'M12 .5a11.5 11.5 0 0 0-3.6 22.4c.6.1.8-.3.8-.6v-2c-3.2.7-3.9-1.5-3.9-1.5-.5-1.3-1.3-1.7-1.3-1.7-1-.7.1-.7.1-.7 1.2.1 1.8 1.2 1.8 1.2 1 1.8 2.8 1.3 3.4 1 .1-.8.4-1.3.8-1.6-2.6-.3-5.3-1.3-5.3-5.7 0-1.3.5-2.3 1.2-3.1-.1-.3-.5-1.5.1-3.1 0 0 1-.3 3.2 1.2a11 11 0 0 1 5.8 0c2.2-1.5 3.2-1.2 3.2-1.2.6 1.6.2 2.8.1 3.1.7.8 1.2 1.8 1.2 3.1 0 4.4-2.7 5.4-5.3 5.7.4.4.8 1.1.8 2.2v3.3c0 .3.2.7.8.6A11.5 11.5 0 0 0 12 .5Z',
  x: 'M18.2 2H21l-6.5 7.4L22 22h-6l-4.7-6.2L5.9 22H3.1l7-8L2 2h6.1l4.3 5.7L18.2 2Z',
};

/** A community link's icon (discord, linkedin, youtube, github, x); an unknown name stays blank, at the icon's size. */
export function SocialIcon({ icon }: { icon: string }) {
  const d = Object.hasOwn(PATHS, icon) ? PATHS[icon] : undefined;
  return (
    <svg className={`social-icon social-icon-${icon}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {d ? <path d={d} /> : null}
    </svg>
  );
}
