/** Body of "Google's Local Search Algorithm Updates: What Changed and How to Respond" (HTML, sanitised when seeded). */
export const googleLocalSearchAlgorithmUpdateBody = `
<p>Google's March 2025 core update finished rolling out at the end of March, and, as after every major update, some local businesses saw their map pack positions jump while others slipped. Whether you gained or lost, the right response is the same: work out what actually changed before you change anything yourself. This article explains the kinds of updates that affect local results, how to diagnose their impact, and what to do next.</p>

<h2>Three kinds of update that touch local results</h2>
<h3>Core updates</h3>
<p>Core updates are broad changes to how Google assesses content and relevance. They mostly target ordinary web results, but because a business's organic strength feeds its local prominence, the map pack often moves too. Google announces core updates and publishes general guidance, but never a list of what changed.</p>

<h3>Local-specific updates</h3>
<p>Google rarely confirms local updates, but some have been significant. In 2016, a change that local SEOs nicknamed "Possum" began filtering out listings that shared an address with another business in the same category. In late 2021, Google confirmed a local search update, which local SEOs nicknamed "Vicinity", that gave proximity noticeably more weight, so businesses that ranked far beyond their own neighbourhood on the strength of keyword-heavy names often lost that reach.</p>

<h3>Spam updates</h3>
<p>Spam updates and ongoing enforcement remove fake listings and penalise manipulative tactics. When a cluster of spam listings disappears, legitimate businesses nearby can rise without having done anything differently.</p>

<h2>How to diagnose what happened</h2>
<ol>
<li><strong>Confirm the timing.</strong> Compare the date your visibility changed with announced update dates. A drop that started before an update was probably caused by something else: a profile edit, a new competitor, a website change.</li>
<li><strong>Separate the map pack from organic results.</strong> If your website lost organic rankings at the same time, the cause is probably a core update affecting your site. If only map positions moved, look at local factors.</li>
<li><strong>Look at the whole area.</strong> A single rank check from your office can mislead. Compare geo-grid scans from before and after, as described in our <a href="/blog/geo-grid-tracking-guide">geo-grid tracking guide</a>. Did you lose visibility everywhere, or only at the edges of your area?</li>
<li><strong>Check your competitors.</strong> Who replaced you? Do they have a more specific category, more recent reviews, a stronger landing page, or a keyword-stuffed name that might be reportable?</li>
<li><strong>Check the profile itself.</strong> Make sure there has been no unintended edit, suggested change or suspension notice, and that your categories and address are still as you set them.</li>
</ol>

<h2>What not to do</h2>
<ul>
<li><strong>Do not panic-edit your profile.</strong> Changing your name, address or categories in a hurry can trigger re-verification and make things worse.</li>
<li><strong>Do not judge after a day or two.</strong> Rankings fluctuate for a while after an update rolls out. Wait until it is complete, then compare like with like.</li>
<li><strong>Do not chase tricks.</strong> Tactics that break guidelines may produce a short bump and a long penalty.</li>
</ul>

<h2>How to respond</h2>
<p>Most recoveries come from strengthening the fundamentals that updates consistently reward:</p>
<ul>
<li>Make the page your profile links to genuinely useful, with original photos, real detail about your services and clear contact information.</li>
<li>Keep reviews flowing and reply to them.</li>
<li>Review your primary and secondary categories against the businesses now ranking above you.</li>
<li>Build local relevance through links and mentions from organisations in your area.</li>
<li>Keep citations consistent, especially after any move or rebrand.</li>
</ul>
<p>If you gained from the update, do the same things. Positions earned from an update can be lost in the next one unless they rest on solid foundations.</p>

<blockquote><p>An algorithm update is not a verdict on your business. It is a prompt to check whether your online presence still reflects the quality of your service.</p></blockquote>

<p>To see which signals deserve your attention first, read <a href="/blog/local-search-ranking-factors-2025">Local Search Ranking Factors in 2025</a>. Our platform monitors your rankings and competitors with alerts when things move; <a href="/pricing">see the plans</a>.</p>
`;
