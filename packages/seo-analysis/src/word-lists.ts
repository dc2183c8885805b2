// English word lists of our own for the readability checks: transition words and irregular past participles.

/**
 * Words and phrases that link a sentence to the one before (contrast, cause, sequence, example, summary),
 * lower-case. A sentence containing one, as whole words, counts as having a transition.
 */
export const TRANSITIONS: readonly string[] = [
  // contrast
  ...'however, but, yet, although, though, whereas, nevertheless, nonetheless, instead, still, on the other hand, in contrast, by contrast, even so, despite, in spite of, rather, otherwise, conversely, unlike'.split(
    ', ',
  ),
  // cause and effect
  ...'because, so, therefore, thus, hence, consequently, as a result, accordingly, since, due to, for this reason, that is why, so that, in order to'.split(
    ', ',
  ),
  // addition
  ...'also, moreover, furthermore, besides, in addition, additionally, as well, likewise, similarly, equally, what is more, not only, too'.split(
    ', ',
  ),
  // sequence and time
  ...'first, firstly, second, secondly, third, thirdly, next, then, finally, lastly, meanwhile, afterwards, after that, before, later, now, once, until, eventually, subsequently, at first, at last, to begin with, in the meantime, soon, previously, whenever, while'.split(
    ', ',
  ),
  // example and emphasis
  ...'for example, for instance, such as, in particular, particularly, especially, namely, specifically, indeed, in fact, above all, of course, clearly, obviously, notably, including'.split(
    ', ',
  ),
  // summary and condition
  ...'in short, in summary, to sum up, in conclusion, overall, in brief, in other words, that is, ultimately, all in all, if, unless, provided that, in case, as long as, in general, generally, usually, similarly'.split(
    ', ',
  ),
];

/** Forms of 'to be' that, followed by a past participle, make a passive ('is written', 'were taken'). */
export const BE_FORMS: ReadonlySet<string> = new Set([
  'am',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'being',
  "isn't",
  "aren't",
  "wasn't",
  "weren't",
]);

/** Words allowed between the be-verb and the participle ('is not often used', 'was quickly fixed'). */
export const PASSIVE_FILLERS: ReadonlySet<string> = new Set(
  'not also often always never usually being been still just all then now rarely sometimes'.split(' '),
);

/** Irregular past participles (those not ending in '-ed'). */
export const IRREGULAR_PARTICIPLES: ReadonlySet<string> = new Set(
  (
    'arisen awoken borne born beaten become begun bent bet bid bitten bled blown broken bred brought built burnt bought caught chosen ' +
    'clung come cost crept cut dealt dug done drawn dreamt drunk driven eaten fallen fed felt fought found fled flung flown forbidden ' +
    'forecast forgotten forgiven frozen given gone ground grown hung had heard hidden hit held hurt kept knelt known laid led leant ' +
    'learnt left lent let lain lit lost made meant met mistaken paid proven put quit read rid ridden rung risen run said seen sought ' +
    'sold sent set shaken shed shone shot shown shrunk shut sung sunk sat slain slept slid slung spoken spent spilt spun spread sprung ' +
    'stood stolen stuck stung stridden struck sworn swept swollen swum swung taken taught torn told thought thrown thrust trodden ' +
    'understood undertaken undone upset woken worn woven wed wept won wound withdrawn written rewritten overtaken overseen overcome ' +
    'mislaid misled misunderstood outdone overdone overrun withheld led fed wed'
  ).split(' '),
);

/** Words ending in '-ed' that are not past participles, so never make a passive. */
export const NOT_PARTICIPLES: ReadonlySet<string> = new Set(
  'need needed indeed bed red sled speed seed feed breed weed greed deed heed bleed creed hundred naked wicked sacred rugged ragged wretched crooked beloved aged proceed succeed exceed embed shred interested excited tired based supposed used pleased concerned married located dedicated experienced qualified skilled limited'.split(
    ' ',
  ),
);
