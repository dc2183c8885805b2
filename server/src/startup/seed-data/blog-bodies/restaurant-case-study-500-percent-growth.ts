/** Body of 'Case Study: How a Family Restaurant Grew Profile Actions by 500%' (HTML, sanitised when seeded). */
export const restaurantCaseStudy500PercentGrowthBody = `
<p>This case study follows a family-run Italian restaurant in Leeds with around 45 covers, which has asked us not to publish its name. When the owners joined us, the food was excellent, regulars were loyal, and almost nobody new was finding them online. Six months later, the actions customers took from their Business Profile had grown by 500%. Here is what we changed, in the order we changed it, and what we learned.</p>

<h2>The starting point</h2>
<p>Our first audit found problems that are common in independent hospitality:</p>
<ul>
<li>The primary category was the generic "Restaurant", so the profile was rarely eligible for searches like "Italian restaurant near me".</li>
<li>Opening hours were out of date after a change to lunch service, and holiday hours had never been set.</li>
<li>The profile had fewer than twenty photos, most of them uploaded by customers at night.</li>
<li>The menu was a scanned PDF on the website, hard to read on a phone and invisible to search.</li>
<li>The restaurant had rebranded two years earlier, and many directories still showed the old name.</li>
<li>There were around 80 reviews, averaging 3.9 stars, and none had a reply.</li>
</ul>
<p>Their baseline, taken from Business Profile performance data, was roughly 310 customer actions a month: calls, direction requests, website clicks and booking clicks combined.</p>

<h2>Month 1: fix the foundations</h2>
<p>We changed the primary category to "Italian restaurant" and added "Pizza restaurant" and "Family restaurant" as secondary categories, since all three were genuinely accurate. We corrected the hours, set holiday hours for the next six months, added a booking link and filled in every relevant attribute, from outdoor seating to vegetarian options and wheelchair access.</p>
<p>On the website, the PDF menu became a proper HTML menu page, and the home page title and heading were rewritten to say plainly what the restaurant is and where.</p>

<h2>Month 2: clean up the citations</h2>
<p>We updated the old name on the major platforms, including Apple Business Connect, Bing Places, Facebook, Tripadvisor and the main UK directories, and removed two duplicate listings. This was slow, unglamorous work. It also ended the steady trickle of customers turning up at an address the restaurant had never used for dining, a detail the owners only mentioned once it stopped.</p>

<h2>Months 2 to 4: build a review routine</h2>
<p>The team added a small card with a QR code to every bill folder, asking for honest feedback, and the owners began replying to every review personally, including the old ones. Negative reviews got a calm reply and an invitation to talk. Over four months the restaurant received more than 150 new reviews, and its average rose to 4.5 stars, with many reviews naming specific dishes.</p>

<h2>Months 3 to 6: show the place as it is</h2>
<p>A staff member with a good eye took bright daytime photos of the dining room, the terrace, the kitchen team and the signature dishes. New photos went up every week, and a short update every fortnight announced seasonal specials and events. We used geo-grid scans to watch visibility spread out from the restaurant's street into the surrounding neighbourhoods.</p>

<h2>The results</h2>
<p>By the end of month six, customer actions from the profile had risen from about 310 to about 1,860 a month, an increase of 500%. Booking clicks grew fastest. Geo-grid scans showed the restaurant in the top three map results across most of the area within a mile, where at the start it had appeared in the top three only close to its own front door.</p>
<p>Some honesty about these numbers: six months included a seasonal lift, and the owners also made good decisions of their own, including a new lunch menu. We cannot attribute every extra booking to search. But the timing of the biggest jumps lined up clearly with the category change and the review programme.</p>

<h2>What other restaurants can take from this</h2>
<ol>
<li><strong>Check your primary category today.</strong> It took five minutes and made the biggest difference.</li>
<li><strong>Put your menu on a real web page,</strong> not a PDF or an image.</li>
<li><strong>Finish your rebrand online.</strong> Old names and addresses cost you customers quietly.</li>
<li><strong>Ask for reviews at the table,</strong> and reply to all of them.</li>
<li><strong>Show your food and your room in daylight,</strong> and keep adding photos.</li>
</ol>

<blockquote><p>"We always knew the food was good. We just didn't realise how hard we were making it for people to find us." The restaurant's co-owner</p></blockquote>

<p>Want the same playbook for your business? Start with <a href="/blog/ultimate-guide-local-seo-2025">our ultimate guide to local SEO</a> or <a href="/pricing">explore our plans</a>.</p>
`;
