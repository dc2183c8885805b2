import { aiContentLocalBusinessesBody } from './blog-bodies/ai-content-local-businesses.ts';
import { geoGridTrackingGuideBody } from './blog-bodies/geo-grid-tracking-guide.ts';
import { googleBusinessProfileUpdates2025Body } from './blog-bodies/google-business-profile-updates-2025.ts';
import { googleLocalSearchAlgorithmUpdateBody } from './blog-bodies/google-local-search-algorithm-update.ts';
import { localCitationBuilding2025Body } from './blog-bodies/local-citation-building-2025.ts';
import { localSearchRankingFactors2025Body } from './blog-bodies/local-search-ranking-factors-2025.ts';
import { localVoiceSearchOptimizationBody } from './blog-bodies/local-voice-search-optimization.ts';
import { restaurantCaseStudy500PercentGrowthBody } from './blog-bodies/restaurant-case-study-500-percent-growth.ts';
import { ultimateGuideLocalSeo2025Body } from './blog-bodies/ultimate-guide-local-seo-2025.ts';
import type { SeedBlogPost } from './seed-blog-post.ts';

// The people who write for the blog.
const SARAH = 'Sarah Mitchell';
const JAMES = 'James Carter';
const PRIYA = 'Priya Patel';
const TOM = 'Tom Hughes';

/**
 * The nine launch articles of the blog (docs/product.md §3), in the spec's order; the newest is the
 * featured guide. Read times assume about 200 words a minute, except the featured guide, whose
 * '12 min read' the spec fixes.
 */
export const SEED_BLOG_POSTS: SeedBlogPost[] = [
  {
    slug: 'ultimate-guide-local-seo-2025',
    title: 'The Ultimate Guide to Local SEO in 2025',
    excerpt:
      'Everything a local business needs to rank in the map pack this year, from your Business Profile and reviews to citations, local pages and measuring results.',
    content: ultimateGuideLocalSeo2025Body,
    image: '/images/blog/ultimate-guide-local-seo-2025.svg',
    author: SARAH,
    publishedAt: '2025-04-15',
    readTime: '12 min read',
    categories: ['Local SEO', 'Guides'],
    featured: true,
    metaDescription:
      'Learn local SEO in 2025 step by step: optimise your Google Business Profile, fix NAP citations, earn reviews, build local pages and measure map pack results.',
    keywords: 'local SEO, local SEO guide 2025, Google Business Profile, map pack, NAP consistency, local reviews',
  },
  {
    slug: 'google-business-profile-updates-2025',
    title: 'Google Business Profile Updates in 2025: What Changed and What to Do',
    excerpt:
      'Chat and profile websites are gone, verification is stricter and review enforcement has teeth. Here is what changed in Business Profiles and how to adapt.',
    content: googleBusinessProfileUpdates2025Body,
    image: '/images/blog/google-business-profile-updates-2025.svg',
    author: JAMES,
    publishedAt: '2025-04-08',
    readTime: '4 min read',
    categories: ['Google Updates', 'Industry News'],
    featured: false,
    metaDescription:
      'What changed in Google Business Profile for 2025: retired chat and profile websites, video verification, review enforcement and AI summaries, and how to adapt.',
    keywords: 'Google Business Profile updates, GBP 2025, video verification, fake reviews, Google Posts',
  },
  {
    slug: 'local-search-ranking-factors-2025',
    title: 'Local Search Ranking Factors in 2025: What Really Moves the Map Pack',
    excerpt:
      'Not every ranking factor deserves your time. We sort the signals into what moves rankings, what supports them and what mainly wins the click.',
    content: localSearchRankingFactors2025Body,
    image: '/images/blog/local-search-ranking-factors-2025.svg',
    author: PRIYA,
    publishedAt: '2025-03-25',
    readTime: '4 min read',
    categories: ['Local SEO', 'Guides'],
    featured: false,
    metaDescription:
      'The local search ranking factors that matter in 2025, sorted by impact: primary category, proximity, reviews and landing pages first, then citations and links.',
    keywords: 'local ranking factors, map pack ranking, primary category, relevance distance prominence, local SEO 2025',
  },
  {
    slug: 'ai-content-local-businesses',
    title: 'AI Content for Local Businesses: Faster Without Losing Your Voice',
    excerpt:
      'AI tools can help a small team publish every week. Here is how to use them for posts, replies and pages without generic copy or policy risks.',
    content: aiContentLocalBusinessesBody,
    image: '/images/blog/ai-content-local-businesses.svg',
    author: JAMES,
    publishedAt: '2025-03-18',
    readTime: '4 min read',
    categories: ['Tips & Tricks', 'Industry News'],
    featured: false,
    metaDescription:
      "Use AI content safely as a local business: where it helps, where it never belongs, and a simple workflow that keeps your voice within Google's spam policies.",
    keywords: 'AI content, local business marketing, Google Business Profile posts, review replies, scaled content abuse',
  },
  {
    slug: 'local-citation-building-2025',
    title: 'Local Citation Building in 2025: A Step-by-Step Tutorial',
    excerpt:
      'A practical walkthrough of building and cleaning up business listings: settle your NAP, audit what exists, fix the core platforms and keep it consistent.',
    content: localCitationBuilding2025Body,
    image: '/images/blog/local-citation-building-2025.svg',
    author: TOM,
    publishedAt: '2025-03-11',
    readTime: '4 min read',
    categories: ['Local SEO', 'Tutorials'],
    featured: false,
    metaDescription:
      'Build and clean up local citations in six steps: choose a canonical NAP, audit listings, fix core platforms, add industry sites, remove duplicates and maintain.',
    keywords: 'local citations, citation building, NAP consistency, business directories, Apple Business Connect, Bing Places',
  },
  {
    slug: 'restaurant-case-study-500-percent-growth',
    title: 'Case Study: How a Family Restaurant Grew Profile Actions by 500%',
    excerpt:
      'A family-run Italian restaurant in Leeds grew calls, bookings and direction requests from its profile sixfold in six months. Here is exactly what we changed.',
    content: restaurantCaseStudy500PercentGrowthBody,
    image: '/images/blog/restaurant-case-study-500-percent-growth.svg',
    author: TOM,
    publishedAt: '2025-03-04',
    readTime: '4 min read',
    categories: ['Case Studies'],
    featured: false,
    metaDescription:
      'How a family-run restaurant in Leeds grew Google Business Profile actions by 500% in six months with a better category, clean citations, reviews and photos.',
    keywords: 'restaurant local SEO, case study, Google Business Profile, restaurant reviews, map pack growth',
  },
  {
    slug: 'google-local-search-algorithm-update',
    title: "Google's Local Search Algorithm Updates: What Changed and How to Respond",
    excerpt:
      'When your map pack positions jump or slip after an update, diagnose before you react. How to tell what changed, and the fixes that last.',
    content: googleLocalSearchAlgorithmUpdateBody,
    image: '/images/blog/google-local-search-algorithm-update.svg',
    author: PRIYA,
    publishedAt: '2025-04-01',
    readTime: '4 min read',
    categories: ['Google Updates'],
    featured: false,
    metaDescription:
      'Google algorithm updates can move your map pack rankings overnight. Learn how to diagnose what changed in local search and respond without making things worse.',
    keywords: 'Google algorithm update, local search update, core update, map pack volatility, Vicinity update',
  },
  {
    slug: 'geo-grid-tracking-guide',
    title: 'Geo-Grid Rank Tracking: A Practical Guide',
    excerpt:
      'Checking your rank from your own desk tells you little. Learn to set up geo-grid scans, read the heatmaps and turn them into action.',
    content: geoGridTrackingGuideBody,
    image: '/images/blog/geo-grid-tracking-guide.svg',
    author: SARAH,
    publishedAt: '2025-02-25',
    readTime: '4 min read',
    categories: ['Tutorials', 'Guides'],
    featured: false,
    metaDescription:
      'Set up geo-grid rank tracking the right way: choose keywords, grid size, spacing and frequency, read local ranking heatmaps and turn every scan into action.',
    keywords: 'geo-grid, rank tracking, local rank heatmap, map pack visibility, local SEO reporting',
  },
  {
    slug: 'local-voice-search-optimization',
    title: 'Local Voice Search Optimization: How to Become the Answer',
    excerpt:
      'Voice assistants read out one or two local businesses, not ten. How to make sure yours is the answer when customers ask out loud.',
    content: localVoiceSearchOptimizationBody,
    image: '/images/blog/local-voice-search-optimization.svg',
    author: JAMES,
    publishedAt: '2025-02-18',
    readTime: '4 min read',
    categories: ['Tips & Tricks', 'Local SEO'],
    featured: false,
    metaDescription:
      'Optimise for local voice search: get listed where Google Assistant, Siri and Alexa look, keep hours exact, answer real questions and add LocalBusiness schema.',
    keywords: 'voice search, local voice search, Google Assistant, Siri, Apple Business Connect, near me searches',
  },
];
