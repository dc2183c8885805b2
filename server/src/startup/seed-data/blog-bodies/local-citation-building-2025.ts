/** Body of 'Local Citation Building in 2025: A Step-by-Step Tutorial' (HTML, sanitised when seeded). */
export const localCitationBuilding2025Body = `
<p>A citation is any online mention of your business name, address and phone number, usually on a directory, map service, social platform or industry site. Citations are not the ranking lever they were a decade ago, but they still matter: they confirm to search engines that your business is real and where it is, and they send customers to you from the places they already browse. Inconsistent or outdated citations do the opposite. This tutorial takes you through building and cleaning them properly.</p>

<h2>Step 1: Decide your canonical NAP</h2>
<p>Before you touch a single directory, write down the exact version of your details that you will use everywhere:</p>
<ul>
<li><strong>Name:</strong> your real trading name, as it appears on your signage. No added keywords or locations.</li>
<li><strong>Address:</strong> one format, down to abbreviations, unit numbers and postcode spacing.</li>
<li><strong>Phone:</strong> a local number you will keep. Avoid using different tracking numbers on different directories.</li>
<li><strong>Website:</strong> the same URL format each time, with or without "www", always https.</li>
</ul>
<p>Save this in a shared document along with your opening hours, categories and a standard short and long description. It will save you hours.</p>

<h2>Step 2: Audit what already exists</h2>
<p>Your business is probably listed in more places than you think, often from data you never submitted. Search for your business name, your phone number and your previous addresses or phone numbers. Note every listing in a spreadsheet with its URL, the details it shows, whether you control it and what needs fixing.</p>
<p>Pay special attention to old addresses after a move and old names after a rebrand: these are the inconsistencies that confuse both search engines and customers.</p>

<h2>Step 3: Fix the core platforms first</h2>
<p>Some platforms power far more than their own website, because their data feeds maps, assistants and other apps. Start with:</p>
<ol>
<li><strong>Google Business Profile</strong>, your most important listing.</li>
<li><strong>Apple Business Connect</strong>, which controls how you appear in Apple Maps and Siri.</li>
<li><strong>Bing Places for Business</strong>, which also informs other Microsoft services.</li>
<li><strong>Facebook</strong> and <strong>Yelp</strong>, which are widely read and syndicated.</li>
<li>The leading general directories in your country, such as Yell and Thomson Local in the UK.</li>
</ol>
<p>Claim each listing so you control it, update every field to match your canonical details, and add photos, hours and a description.</p>

<h2>Step 4: Add industry and local citations</h2>
<p>Once the core is clean, add relevance. Industry sites tell search engines what you do; local sites tell them where you belong. Good sources include:</p>
<ul>
<li>Trade bodies and accreditation schemes you are a member of.</li>
<li>Industry directories your customers actually use, such as review sites for trades, legal or healthcare.</li>
<li>Your chamber of commerce, local business networks and council business directories.</li>
<li>Local news sites, event listings and community organisations you support.</li>
</ul>
<p>Quality beats quantity here. Ten relevant listings are worth more than a hundred on directories nobody visits.</p>

<h2>Step 5: Remove duplicates</h2>
<p>Duplicate listings split your reviews and send customers to the wrong details. Where a platform allows it, merge duplicates into your claimed listing or ask for removal through its support process. For Google, duplicate profiles can be reported from the profile itself. Keep a record of each request, because some take weeks.</p>

<h2>Step 6: Maintain your citations</h2>
<p>Citation work is never quite finished. Directories scrape and re-import data, and old details can reappear. Every quarter:</p>
<ul>
<li>Re-check your core platforms and top industry listings.</li>
<li>Update hours before holidays on every platform you control.</li>
<li>Search for your old phone number and address to catch anything resurfacing.</li>
<li>Keep logins for every listing in a password manager, so access does not leave with a staff member.</li>
</ul>

<h2>Doing it faster</h2>
<p>Manual citation work is worth doing once so you understand your own footprint, but it does not scale well across several locations. Our citations vault covers more than 200 sites with gap analysis that shows where you are missing or inconsistent. It is pay-as-you-go on the Starter and Growth plans and included on Pro and Enterprise; <a href="/pricing">compare the plans</a>.</p>

<blockquote><p>Consistent citations will not win the map pack on their own, but inconsistent ones can quietly lose it.</p></blockquote>

<p>See where citations sit among other signals in <a href="/blog/local-search-ranking-factors-2025">our 2025 ranking factors breakdown</a>.</p>
`;
