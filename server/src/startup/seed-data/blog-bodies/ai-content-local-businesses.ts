/** Body of 'AI Content for Local Businesses: Faster Without Losing Your Voice' (HTML, sanitised when seeded). */
export const aiContentLocalBusinessesBody = `
<p>AI writing tools have made it possible for a one-person business to publish as much as a marketing team. That is both the opportunity and the risk. Used well, AI removes the blank page and frees your time for the parts only you can do. Used carelessly, it fills your website and profile with generic text that helps nobody and can drag your whole site down.</p>

<h2>What Google actually says about AI content</h2>
<p>Google's position is that it rewards helpful, reliable content made for people, however it is produced. Using AI is not against its guidelines. What is against them is using automation, AI or otherwise, to mass-produce pages mainly to manipulate rankings. Google's spam policies call this <em>scaled content abuse</em>, and it was a focus of the March 2024 core and spam updates.</p>
<p>For a local business the practical test is simple: would this page or post still be worth publishing if search engines did not exist? If the answer is yes, how you drafted it matters far less.</p>

<h2>Where AI genuinely helps</h2>
<ul>
<li><strong>Business Profile updates:</strong> turn a photo and two lines of notes into a clear, friendly post with a call to action.</li>
<li><strong>Review replies:</strong> draft a personalised first version that you adjust before posting, so no review waits a week for an answer.</li>
<li><strong>FAQs:</strong> collect the questions customers really ask on the phone, then let AI help you write clear answers in plain language.</li>
<li><strong>Service page outlines:</strong> get a structure to fill with your own process, prices, photos and examples.</li>
<li><strong>Alt text and meta descriptions:</strong> tidy, accurate summaries written in seconds.</li>
</ul>

<h2>Where AI should never be used</h2>
<ul>
<li><strong>Reviews.</strong> Generating reviews, or testimonials, is deceptive, against Google's policies and, in many countries, against consumer law.</li>
<li><strong>Near-identical town pages.</strong> Fifty pages that differ only by place name are exactly the pattern scaled content policies target.</li>
<li><strong>Unchecked facts.</strong> AI tools state wrong prices, invented opening hours and non-existent qualifications with total confidence. Anything factual must be checked by someone who knows.</li>
</ul>

<h2>A workflow that keeps your voice</h2>
<ol>
<li><strong>Start with a brief, not a prompt.</strong> Write down who the content is for, the one thing it must say, and the local details only you know: the street, the job, the customer's problem.</li>
<li><strong>Draft with AI.</strong> Ask for a short draft in your tone, and give it an example of something you have written before.</li>
<li><strong>Add proof.</strong> Insert real photos, staff names, a recent job, a quote from a customer who agreed to be quoted. This is what makes content local and trustworthy.</li>
<li><strong>Fact-check.</strong> Prices, hours, service areas, legal claims. Every one.</li>
<li><strong>Read it aloud.</strong> If it does not sound like you talking to a customer, edit until it does.</li>
<li><strong>Publish and measure.</strong> Track calls, enquiries and profile actions, not just word count.</li>
</ol>

<h2>Prompts that work better</h2>
<p>Vague prompts produce vague text. Compare "write a post about boiler servicing" with "write a 90-word Business Profile update for a family-run heating engineer in Sheffield, reminding customers to book their boiler service before October, friendly and practical, ending with a call to book online". The second gives the tool the audience, place, season, length, tone and action. Save your best prompts as templates so your team gets consistent results.</p>

<h2>Keep a human in charge</h2>
<p>Decide who approves content before it goes live, and keep that rule even when you are busy. AI can help you publish every week instead of every quarter, but your name is on every word. A short review step protects your reputation, and it is also where the specific, human details get added that make customers pick up the phone.</p>

<blockquote><p>Let AI do the typing. Keep the knowing, the checking and the caring for yourself.</p></blockquote>

<p>Our platform includes AI post creation and scheduling with approval steps built in. <a href="/features">See how it works</a>, or read <a href="/blog/google-business-profile-updates-2025">what changed in Google Business Profile this year</a>.</p>
`;
