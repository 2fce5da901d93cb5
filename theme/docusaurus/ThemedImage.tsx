/** `<ThemedImage sources={{ light, dark }} />`: both images in the HTML, the stylesheet shows the one for the colour mode. */
export default function ThemedImage({
  sources,
  alt = '',
  className,
  ...rest
}: {
  sources: { light: string; dark: string };
  alt?: string;
  className?: string;
  width?: number | string;
  height?: number | string;
}) {
  return (
    <>
      <img src={sources.light} alt={alt} className={['themed-image', 'themed-image--light', className].filter(Boolean).join(' ')} {...rest} />
      <img src={sources.dark} alt={alt} className={['themed-image', 'themed-image--dark', className].filter(Boolean).join(' ')} {...rest} />
    </>
  );
}
