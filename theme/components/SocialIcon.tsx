/** A community link's icon (discord, linkedin, youtube, github, x); drawn by the stylesheet, so unknown names stay blank. */
export function SocialIcon({ icon }: { icon: string }) {
  return <span className={`social-icon social-icon-${icon}`} aria-hidden="true" />;
}
