// The views of the content site's own screens: contact us and the archives.

/** /contactus: what the form offers, the same for every visitor (the page may be cached). */
export interface ContactView {
  /** The active support units a message may be addressed to; the server picks the first when none is chosen. */
  units: { id: number; title: string }[];
}

/** One month of the archives with how many posts it holds, in the calendar of the page's language. */
export interface ArchiveMonth {
  year: number;
  month: number;
  count: number;
  /** Its name in the page's language and calendar ("November 2026", "آبان ۱۴۰۵"), written by the server. */
  label: string;
}

/** A post listed in the archives. */
export interface ArchiveItem {
  id: number;
  title: string;
  slug: string;
  /** The content type of its address: news or blogs (/content/{type}/{slug}). */
  type: string;
  createdAt: string;
  summary: string | null;
}

/**
 * /archives, /archives/{year}, /archives/{year}/{month}: the months that hold posts (newest first, with counts) and
 * one page of the posts of the chosen period (all of them without one), newest first.
 */
export interface ArchiveView {
  months: ArchiveMonth[];
  /** The year or month shown, named as the months are; absent on /archives itself. */
  period?: { year: number; month?: number; label: string };
  items: ArchiveItem[];
  /** The posts in the period, over every page. */
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
}
