import { Link } from "react-router";
import type { ArticleView } from "~/cms/views";
import { ContentImage } from "./ContentImage";
import { PageBanner } from "./PageBanner";

type ContentArticleProps = { article: ArticleView; back: { href: string; label: string } };

/** A blog post or news item: banner with title, lead image (or placeholder), HTML body, optional image, back link. */
export function ContentArticle({ article, back }: ContentArticleProps) {
  const { subheadingHtml, byline, date, dateLine, trailingImage } = article;
  return (
    <article>
      <PageBanner
        title={article.title}
        intro={
          <>
            {subheadingHtml ? (
              <div className="content-subheading" dangerouslySetInnerHTML={{ __html: subheadingHtml }} />
            ) : null}
            <p className="mt-3 flex flex-wrap gap-x-4 text-base text-slate-200">
              {byline ? <span>{byline}</span> : null}
              {date && dateLine ? <time dateTime={date}>{dateLine}</time> : null}
            </p>
          </>
        }
      />
      <div className="container-page max-w-4xl py-12">
        {/* A post without an image shows the placeholder as its banner, as its card does. */}
        <ContentImage image={article.leadImage} priority className="rounded-2xl" />
        <div className="content-body mt-10" dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
        {trailingImage ? <ContentImage image={trailingImage} className="mt-10 rounded-2xl" /> : null}
        <p className="mt-12">
          <Link to={back.href} className="btn btn-primary">
            {back.label}
          </Link>
        </p>
      </div>
    </article>
  );
}
