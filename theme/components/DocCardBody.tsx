/** The inside of one of Docusaurus's doc cards: icon and title as an h2, then the description (generated indexes and `<DocCardList />`). */
export function DocCardBody({ icon, title, description }: { icon?: string; title: string; description?: string }) {
  return (
    <>
      <h2 className="doc-card-title" title={title}>
        {icon ? <span className="doc-card-icon">{icon}</span> : null}
        {title}
      </h2>
      {description ? (
        <p className="doc-card-description" title={description}>
          {description}
        </p>
      ) : null}
    </>
  );
}
