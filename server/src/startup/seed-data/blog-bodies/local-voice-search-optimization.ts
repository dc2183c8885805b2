/** Body of 'Local Voice Search Optimization: How to Become the Answer' (HTML, sanitised when seeded). */
export const localVoiceSearchOptimizationBody = `
<p>"Hey Google, find a vet open now." "Siri, where's the nearest bike repair shop?" Voice searches like these are local by nature: people ask while driving, cooking or walking down the street, and they want one good answer, fast. A screen of results lets a searcher compare ten options. A voice assistant often reads out one or two. Here is how to give your business the best chance of being the one it picks.</p>

<h2>Know where assistants get their answers</h2>
<p>Voice assistants do not search the web the way a person does. For local questions they lean on their own map and business data:</p>
<ul>
<li><strong>Google Assistant</strong> uses Google Maps and Google Business Profile information.</li>
<li><strong>Siri</strong> uses Apple Maps, whose business details you manage through Apple Business Connect, and draws on partners for information such as ratings.</li>
<li><strong>Alexa</strong> has relied on partners such as Yelp for local business information.</li>
</ul>
<p>So the first step in voice optimisation is not writing content at all. It is making sure your business exists, accurately, in each of those sources. Claim your listings, match your name, address and phone number exactly, and keep categories consistent. Our <a href="/blog/local-citation-building-2025">citation building tutorial</a> covers the process step by step.</p>

<h2>Get the "open now" details perfect</h2>
<p>Voice searchers often add a condition: open now, open late, open on Sunday, near me. An assistant will not send someone to a business it believes is closed. That makes opening hours one of the most important fields you have.</p>
<ul>
<li>Set regular hours on every platform, and update them when they change.</li>
<li>Add holiday and special hours well in advance, everywhere.</li>
<li>Use specific hours for departments or services, such as a pharmacy counter or delivery, where platforms allow it.</li>
</ul>

<h2>Answer the questions people actually ask</h2>
<p>Spoken queries are longer and more conversational than typed ones. Someone types "dentist emergency Leeds" but asks "Is there an emergency dentist near me that's open today?" Your website should answer questions in the same natural language:</p>
<ol>
<li>List the questions your staff hear on the phone every week.</li>
<li>Create a clear FAQ section on the relevant service pages, with one question per heading.</li>
<li>Answer each in two or three plain sentences first, then add detail below.</li>
<li>Include practical specifics: areas covered, prices or price ranges, how to book, parking and accessibility.</li>
</ol>
<p>Short, direct answers are easy for search engines to extract and easy for an assistant to read aloud.</p>

<h2>Make your site easy for machines to read</h2>
<ul>
<li><strong>Structured data:</strong> add <em>LocalBusiness</em> markup (or a more specific type such as <em>Dentist</em> or <em>Restaurant</em>) with your name, address, phone, hours and geo-coordinates.</li>
<li><strong>Speed and mobile:</strong> voice search and mobile search overlap heavily. A slow page is a poor candidate for any answer.</li>
<li><strong>Clear contact details:</strong> your phone number as a tappable link and your address in plain text, matching your listings.</li>
</ul>

<h2>Reviews decide close calls</h2>
<p>When several businesses are equally close and relevant, an assistant is likely to favour one with a strong rating and plenty of recent reviews, and it may even read that rating aloud. Keep asking happy customers for reviews on the platforms that matter for your audience, and reply to every one.</p>

<h2>Measure what you can</h2>
<p>No platform reports "voice searches" separately, so measure the outcomes instead: calls and direction requests from your profiles, visits to your FAQ pages, and visibility in the map pack across your area. If those rise, your voice visibility almost certainly has too.</p>

<blockquote><p>Voice search does not need a separate strategy. It rewards the same accurate data, helpful answers and good reputation that win local search everywhere, with less room for second place.</p></blockquote>

<p>For the foundations this builds on, read <a href="/blog/ultimate-guide-local-seo-2025">The Ultimate Guide to Local SEO in 2025</a>.</p>
`;
