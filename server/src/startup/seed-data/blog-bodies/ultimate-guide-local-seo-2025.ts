/** Body of 'The Ultimate Guide to Local SEO in 2025' (HTML, sanitised when seeded). */
export const ultimateGuideLocalSeo2025Body = `
<p>Local SEO is the work of making sure that when someone nearby searches for what you sell, they find you, trust you and get in touch. In 2025 that search happens in more places than ever: the map pack on Google, Google Maps itself, Apple Maps, voice assistants and AI-generated answers. All of them lean on the same foundations, so getting those right pays off everywhere.</p>

<h2>How Google decides who shows up</h2>
<p>Google describes local ranking in three words: <strong>relevance</strong>, <strong>distance</strong> and <strong>prominence</strong>. Relevance is how well your profile and website match what the searcher asked for. Distance is how far you are from the searcher or the place they named. Prominence is how well known and well regarded your business is, online and off.</p>
<p>You cannot move your premises closer to every customer, so your effort goes into relevance and prominence.</p>

<h2>Step 1: Build a complete Google Business Profile</h2>
<p>Your Business Profile is the single most influential asset in local search. Treat it like a shop window, not a form you filled in once.</p>
<ul>
<li><strong>Primary category:</strong> choose the most specific category that describes your core business. "Italian restaurant" beats "Restaurant"; "Emergency locksmith" beats "Locksmith" if that is what you really do. This one choice shapes which searches you are eligible for.</li>
<li><strong>Secondary categories:</strong> add the other services you genuinely offer, and no more. Irrelevant categories dilute relevance.</li>
<li><strong>Hours:</strong> keep regular and holiday hours accurate. A customer who finds a locked door rarely returns.</li>
<li><strong>Services and products:</strong> list them with short, plain descriptions that use the words customers use.</li>
<li><strong>Photos:</strong> add real photos of your premises, team and work, and keep adding them. Stock images do nothing for trust.</li>
<li><strong>Description:</strong> explain who you serve and where, in natural language. Skip the keyword stuffing.</li>
</ul>
<p>For the changes Google has made to profiles this year, read our round-up of <a href="/blog/google-business-profile-updates-2025">Google Business Profile updates in 2025</a>.</p>

<h2>Step 2: Make your NAP consistent everywhere</h2>
<p>NAP stands for name, address and phone number. Search engines cross-check your details across directories, social profiles and data aggregators. When they disagree, confidence in your listing drops and customers get sent to old addresses.</p>
<p>Pick one canonical version of your details, down to "Street" versus "St", and use it everywhere. Then find and fix the listings that differ. Our <a href="/blog/local-citation-building-2025">step-by-step citation building tutorial</a> walks through the full process.</p>

<h2>Step 3: Earn reviews and answer every one</h2>
<p>Reviews feed prominence directly, and they are often the deciding factor for a customer comparing three businesses in the map pack. Focus on a steady flow rather than bursts:</p>
<ol>
<li>Ask every happy customer, at the moment they are happiest, with a direct link to your review form.</li>
<li>Make it easy: a short link, a QR code at the till, a line in your follow-up email.</li>
<li>Reply to every review, positive or negative, within a few days. Thank people by name and mention the service they used.</li>
<li>Handle criticism calmly and offer to continue the conversation offline.</li>
</ol>
<p>Never buy reviews, offer incentives for positive ones or post reviews for yourself. Google removes them, and it can restrict or label profiles that try.</p>

<h2>Step 4: Give your website clear local signals</h2>
<p>Your website tells Google what you do and where. The page your profile links to matters most.</p>
<ul>
<li>Put your city or area and core service in the title tag and main heading of that page.</li>
<li>Show your full NAP in the footer, matching your profile exactly.</li>
<li>Add <em>LocalBusiness</em> structured data with your name, address, phone, hours and geo-coordinates.</li>
<li>If you serve several towns or run several branches, create a genuinely useful page for each: local photos, staff, directions, testimonials from that area. Pages that only swap the town name are a liability, not an asset.</li>
<li>Make sure the site is fast and easy to use on a phone, because most local searches happen on one.</li>
</ul>

<h2>Step 5: Become part of the local web</h2>
<p>Prominence grows with mentions and links from places that matter locally. Sponsor a youth team, join your chamber of commerce, support a charity event or collaborate with neighbouring businesses. Each tends to earn a local link or mention, a signal competitors find hard to copy.</p>

<h2>Step 6: Measure what matters</h2>
<p>Ranking for one keyword from your own desk tells you very little, because local results change from street to street. Track your visibility across your whole service area with a geo-grid, and watch the actions customers take: calls, direction requests, website visits and bookings. Our <a href="/blog/geo-grid-tracking-guide">guide to geo-grid tracking</a> explains how to set this up and read the results.</p>
<p>Before you start optimising, make sure you understand <a href="/blog/local-search-ranking-factors-2025">the local ranking factors that matter most in 2025</a>, so your first hours go where they count.</p>

<h2>Your first 30 days</h2>
<ol>
<li><strong>Week 1:</strong> audit and complete your Business Profile; fix your primary category and hours.</li>
<li><strong>Week 2:</strong> settle your canonical NAP and correct the major directories.</li>
<li><strong>Week 3:</strong> set up a simple review request routine and reply to your backlog.</li>
<li><strong>Week 4:</strong> tune the page your profile links to, add structured data and run your first geo-grid scan as a baseline.</li>
</ol>

<blockquote><p>Local SEO rewards the business that keeps showing up. Small, consistent improvements, made every week, beat a big push followed by months of silence.</p></blockquote>

<p>If you would rather have the audits, scans and reminders handled for you, <a href="/pricing">see our plans</a> and start a free trial.</p>
`;
