import { getCollection } from "astro:content";
import { sortPosts, type PostSummary } from "./blog";

/** Build time: every post's front-matter from the `blog` collection, in list order. */
export async function loadPosts(): Promise<PostSummary[]> {
  return sortPosts((await getCollection("blog")).map((entry) => entry.data));
}
