/** Body of 'Geo-Grid Rank Tracking: A Practical Guide' (HTML, sanitised when seeded). */
export const geoGridTrackingGuideBody = `
<p>Ask a business owner where they rank on Google Maps and they will usually search from their own desk and report the result. The trouble is that local rankings depend heavily on where the searcher is standing. The same search can put you first outside your front door and tenth a mile away. Geo-grid tracking solves this by checking your ranking from many points across your area at once, so you see your visibility as a map rather than a single number.</p>

<h2>What a geo-grid scan is</h2>
<p>A geo-grid scan places a grid of points over a map, centred on your business or your service area. For each point, it records where your business appears in the local results for a chosen keyword, as if someone searched from that exact spot. The result is a heatmap: strong positions in one colour, weak ones in another, and gaps where you do not appear at all.</p>

<h2>Setting up your first scan</h2>
<h3>1. Choose your keywords</h3>
<p>Pick the searches that bring you customers, not the ones that flatter you. Start with three to five: your main service ("emergency plumber"), a high-value secondary service ("boiler installation") and a category-style search ("plumber"). You do not need to add a town name, because the grid supplies the location.</p>

<h3>2. Choose the grid size</h3>
<p>Grids are usually square: 5 by 5, 7 by 7, 9 by 9 and so on. More points give more detail but cost more scans. A 7 by 7 grid is a good default for most single-location businesses.</p>

<h3>3. Choose the spacing</h3>
<p>The distance between points should reflect how far your customers travel. A city-centre café might use a few hundred metres between points; a roofer covering a county might use two or three kilometres. If every point shows you in first place, your grid is probably too small to be useful. If every point shows you missing, it is probably too large.</p>

<h3>4. Choose the frequency</h3>
<p>Weekly scans suit most businesses working actively on their profile. Monthly scans are enough to monitor a stable position. Daily scans are useful during a campaign, after a major profile change or during an algorithm update.</p>

<h2>Reading the results</h2>
<p>Three numbers help you compare scans over time:</p>
<ul>
<li><strong>Average rank:</strong> your mean position across all points where you appear.</li>
<li><strong>Top-three share:</strong> the proportion of points where you are in the top three, the positions shown in the map pack.</li>
<li><strong>Coverage:</strong> the proportion of points where you appear at all.</li>
</ul>
<p>The shape of the heatmap often tells you more than the numbers:</p>
<ul>
<li><strong>Strong centre, sharp fall-off:</strong> you are relevant but not prominent enough to compete further out. Work on reviews, links and your landing page.</li>
<li><strong>Weak everywhere, including the centre:</strong> suspect a relevance problem, most often the primary category, or a profile issue.</li>
<li><strong>Strong in one direction only:</strong> a competitor cluster may dominate the other side, or your area's geography may split the market.</li>
<li><strong>Good for one keyword, poor for another:</strong> your profile and website may not make the second service clear. Add it to your services and give it its own page.</li>
</ul>

<h2>Turning scans into action</h2>
<ol>
<li>Run a baseline scan before making changes.</li>
<li>Change one major thing at a time where you can, such as the primary category, so you can see its effect.</li>
<li>Re-scan at the same time of week with the same settings; changing the grid makes comparisons meaningless.</li>
<li>Check the competitors who hold the points you want, and compare their categories, reviews and landing pages with yours.</li>
<li>Share the heatmaps with your team or clients. A map of spreading colour explains progress better than any table.</li>
</ol>

<h2>Common mistakes</h2>
<ul>
<li>Centring the grid on the business for a service-area business whose customers are mostly elsewhere.</li>
<li>Tracking dozens of keywords and acting on none of them.</li>
<li>Comparing scans taken with different grid sizes or spacing.</li>
<li>Treating a single weekly dip as a trend.</li>
</ul>

<blockquote><p>A geo-grid turns "we rank well" into a specific, honest answer: where you rank well, for what, and where you still have work to do.</p></blockquote>

<p>Geo-grid scans are included in every plan, with scheduled scans from monthly to daily depending on the tier. <a href="/pricing">Compare the scan allowances</a>, and see how scans fit into a full strategy in <a href="/blog/ultimate-guide-local-seo-2025">our ultimate guide to local SEO</a>.</p>
`;
