/** Body of 'Google Business Profile Updates in 2025: What Changed and What to Do' (HTML, sanitised when seeded). */
export const googleBusinessProfileUpdates2025Body = `
<p>Google Business Profile rarely changes with a big announcement. Features appear in one country, get renamed, move to a different menu or quietly disappear. If you manage one profile or a hundred, it pays to step back now and then and ask what is actually different. Here is what has shifted over the past year and what we recommend doing about each change.</p>

<h2>Profiles are managed from Search and Maps</h2>
<p>The standalone Business Profile app is long gone, and management now happens directly in Google Search and the Maps app. Search for your business name while signed in and the editing panel appears above the results. For owners this is convenient. For agencies it means one more reason to keep access organised: make sure every profile has the business owner as primary owner and your team added as managers, rather than shared logins.</p>

<h2>Chat and profile websites have been retired</h2>
<p>Two features that many small businesses relied on were switched off in 2024. The free websites built from Business Profile data were shut down, and the chat (messaging) feature was discontinued. If your profile still links to an old profile website, or your customer journey assumed people would message you from Maps, fix it now:</p>
<ul>
<li>Point your website field to a real page on your own domain, ideally the page most relevant to that location.</li>
<li>Make calls, booking links and your contact form the obvious next steps.</li>
<li>Check old printed material and email signatures for dead profile-website links.</li>
</ul>

<h2>Verification is stricter, and video is common</h2>
<p>Google has steadily moved away from postcards towards video verification. You may be asked to record a short, unedited clip showing your street signage, your premises or vehicle, proof of management such as keys or tools, and your business in action. Sensitive edits, such as a name or address change, can trigger re-verification on an established profile.</p>
<p>Our advice: plan edits rather than making them in a hurry, keep branded signage visible, and never make cosmetic changes to your business name. A profile suspended mid-season costs far more than the change was worth.</p>

<h2>Review enforcement has teeth</h2>
<p>Google has long prohibited fake engagement, but enforcement now comes with visible consequences. Profiles caught with suspicious review activity can have new reviews blocked for a period, and in some regions Google shows a warning to searchers on those profiles. In the UK, following an investigation by the Competition and Markets Authority, Google committed in early 2025 to tougher measures against businesses that artificially inflate their ratings.</p>
<p>The safe path has not changed: ask every genuine customer, never pay for or filter reviews, and reply to all of them. Our <a href="/features">review management tools</a> help you keep that routine going without shortcuts.</p>

<h2>AI is changing how profiles are presented</h2>
<p>Google increasingly summarises businesses rather than just listing them. AI-generated answers in Search can recommend local businesses, and Maps surfaces summaries drawn from reviews, photos and your profile content. You cannot write these summaries directly, but you can feed them better material:</p>
<ul>
<li>Fill in every relevant attribute, such as accessibility, payment options and amenities.</li>
<li>List services and products with clear, specific descriptions.</li>
<li>Encourage reviews that mention what the customer bought and where they came from, without scripting them.</li>
<li>Keep photos fresh and labelled by what they show.</li>
</ul>

<h2>Posts and updates still matter, differently</h2>
<p>Updates (the feature long known as Google Posts) remain available. They are unlikely to lift rankings by themselves, but they show searchers an active business and give you space for offers, events and news. A short post every week or two, with a real photo and a clear call to action, is a sensible rhythm.</p>

<h2>Your 2025 profile checklist</h2>
<ol>
<li>Confirm ownership and manager access for every profile.</li>
<li>Replace any profile-website or chat-based call to action.</li>
<li>Audit categories, attributes, services and hours against what you really offer.</li>
<li>Prepare for video verification before you edit name or address.</li>
<li>Set up a review request and reply routine you can sustain.</li>
<li>Publish an update at least twice a month.</li>
</ol>

<blockquote><p>Google changes the shape of the profile often. What it rewards, accurate information and genuine engagement, changes far less.</p></blockquote>

<p>For the bigger picture, start with <a href="/blog/ultimate-guide-local-seo-2025">our ultimate guide to local SEO in 2025</a>, and if rankings have moved recently, read <a href="/blog/google-local-search-algorithm-update">how to respond to a local algorithm update</a>.</p>
`;
