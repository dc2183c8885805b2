/** Body of 'Local Search Ranking Factors in 2025: What Really Moves the Map Pack' (HTML, sanitised when seeded). */
export const localSearchRankingFactors2025Body = `
<p>Every local SEO checklist promises to cover "all the ranking factors". In practice, a handful of signals do most of the work, and knowing which ones lets you spend a limited week on the changes that count. This article sorts the common factors into what moves rankings, what supports them, and what mostly helps conversion.</p>

<h2>The framework Google gives us</h2>
<p>Google's own help pages say local results are based mainly on <strong>relevance</strong>, <strong>distance</strong> and <strong>prominence</strong>. They also say that review count and rating factor into local ranking, and that a business's position in ordinary web results plays a part in prominence. That is unusually direct guidance from Google, and every factor below maps onto one of those three ideas.</p>

<h2>Tier 1: the factors that move rankings</h2>
<h3>Primary category</h3>
<p>Your primary Business Profile category is the strongest relevance lever you control. It tells Google which searches you are a candidate for at all. Getting it wrong, or choosing a broad category when a specific one exists, can hold a profile back regardless of everything else. Review it first, and check which categories the businesses outranking you use.</p>

<h3>Proximity to the searcher</h3>
<p>Distance is often the biggest single influence on who appears, and you cannot optimise it directly. What you can do is measure it honestly. A business that ranks first at its front door and nowhere two miles away has a prominence problem, not a proximity one. A geo-grid scan, explained in our <a href="/blog/geo-grid-tracking-guide">geo-grid tracking guide</a>, shows exactly where that drop-off happens.</p>

<h3>Reviews</h3>
<p>Review signals combine several things: how many reviews you have, your average rating, how recently people have reviewed you, and what they write about. A profile with a steady stream of recent reviews that mention specific services and places tends to outperform one with a larger but stale pile. Replies matter too, mainly for the customers reading them.</p>

<h3>The website your profile links to</h3>
<p>Because organic strength feeds prominence, the page linked from your profile matters. A focused, fast page with the service and location in its title and heading, consistent contact details and useful content gives Google far more to work with than a generic home page.</p>

<h2>Tier 2: the factors that support rankings</h2>
<ul>
<li><strong>Citations and NAP consistency:</strong> rarely a lever on their own any more, but inconsistent data undermines trust. Think of them as hygiene. See our <a href="/blog/local-citation-building-2025">citation building tutorial</a>.</li>
<li><strong>Links:</strong> links from local organisations, press and industry sites strengthen the website that supports your profile.</li>
<li><strong>Profile completeness:</strong> secondary categories, services, attributes, hours and photos add relevance and remove reasons for a searcher to look elsewhere.</li>
<li><strong>Engagement:</strong> calls, direction requests and clicks from your profile are widely believed to feed back into visibility. Whatever their exact weight, they are the outcomes you want anyway.</li>
</ul>

<h2>Tier 3: the factors that mainly help conversion</h2>
<p>Updates, photos of your team, replies to reviews and a good description may not lift you up the map pack by much. They decide whether the searcher picks you once you are there. Ranking third with an inviting profile often earns more calls than ranking first with a neglected one.</p>

<h2>The awkward one: keywords in the business name</h2>
<p>Business names that include keywords ("Smith Plumbing Emergency Boiler Repair Leeds") often rank well, which is why spammers add them. Unless the words are genuinely part of your registered, signed trading name, do not add them: it breaks Google's guidelines and risks suspension. If competitors do it, you can suggest an edit on their listing or report it through Google's Business Redressal Complaint Form.</p>

<h2>Where to start this week</h2>
<ol>
<li>Confirm your primary category is the most specific accurate option.</li>
<li>Run a geo-grid scan to see where your visibility fades.</li>
<li>Review your last three months of reviews: volume, recency and replies.</li>
<li>Tighten the landing page your profile links to.</li>
<li>Fix any major citation inconsistencies.</li>
</ol>

<blockquote><p>Rankings come from being the most relevant, most trusted option near the searcher. Every factor on this list is a way of proving one of those things.</p></blockquote>

<p>For a complete walkthrough, read <a href="/blog/ultimate-guide-local-seo-2025">The Ultimate Guide to Local SEO in 2025</a>.</p>
`;
