/** Pages the engine generates (tags, category overviews, search, not found): a chunk the browser loads only for them. */
import { BlogArchivePage, BlogAuthorsPage, BlogListPage, BlogTagsPage } from '../components/BlogPages.js';
import { CategoryIndex } from '../components/CategoryIndex.js';
import { NotFound } from '../components/NotFound.js';
import { SearchPage } from '../components/SearchPage.js';
import { TagPage, TagsPage } from '../components/TagsPage.js';

export const generatedPages = { BlogArchivePage, BlogAuthorsPage, BlogListPage, BlogTagsPage, CategoryIndex, NotFound, SearchPage, TagPage, TagsPage };
export type GeneratedPages = typeof generatedPages;
