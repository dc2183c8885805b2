import { Migration } from '@mikro-orm/migrations';

// contracts/src/blog-tags.ts's TAG_KEY_ACCENTED and TAG_KEY_PLAIN (the Latin key, as Migration20261207010000_blog_tags
// has it), then its TAG_KEY_CASED_RANGES as the capitals they hold and their small letters, letter for letter, and its
// TAG_KEY_SEPARATOR_RANGES as a regular expression's ranges (a migration never changes, so they are copied, not
// imported; server/src/blog/blog-tags.test.ts compares the database's keys with the contracts' for each letter).
const ACCENTED = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿ';
const PLAIN = 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOOooooooUUUUuuuuYyy';
const CAPITALS = [
  'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞĀĂĄĆĈĊČĎĐĒĔĖĘĚĜĞĠĢĤĦĨĪĬĮĲĴĶĹĻĽĿŁŃŅŇŊŌŎŐŒŔŖŘŚŜŞŠŢŤŦŨŪŬŮŰŲŴŶŸŹŻŽͰͲͶͿΆΈΉΊ',
  'ΌΎΏΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΪΫϏϘϚϜϞϠϢϤϦϨϪϬϮϴϷϹϺϽϾϿЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯѠѢѤ',
  'ѦѨѪѬѮѰѲѴѶѸѺѼѾҀҊҌҎҐҒҔҖҘҚҜҞҠҢҤҦҨҪҬҮҰҲҴҶҸҺҼҾӀӁӃӅӇӉӋӍӐӒӔӖӘӚӜӞӠӢӤӦӨӪӬӮӰӲӴӶӸӺӼӾԀԂԄԆԈԊԌԎԐԒԔԖԘԚԜԞԠԢԤԦԨԪԬԮԱԲԳ',
  'ԴԵԶԷԸԹԺԻԼԽԾԿՀՁՂՃՄՅՆՇՈՉՊՋՌՍՎՏՐՑՒՓՔՕՖႠႡႢႣႤႥႦႧႨႩႪႫႬႭႮႯႰႱႲႳႴႵႶႷႸႹႺႻႼႽႾႿჀჁჂჃჄჅḀḂḄḆḈḊḌḎḐḒḔḖḘḚḜḞḠḢḤḦḨḪḬḮḰḲḴ',
  'ḶḸḺḼḾṀṂṄṆṈṊṌṎṐṒṔṖṘṚṜṞṠṢṤṦṨṪṬṮṰṲṴṶṸṺṼṾẀẂẄẆẈẊẌẎẐẒẔẞẠẢẤẦẨẪẬẮẰẲẴẶẸẺẼẾỀỂỄỆỈỊỌỎỐỒỔỖỘỚỜỞỠỢỤỦỨỪỬỮỰỲỴỶỸỺỼỾἈἉἊ',
  'ἋἌἍἎἏἘἙἚἛἜἝἨἩἪἫἬἭἮἯἸἹἺἻἼἽἾἿὈὉὊὋὌὍὙὛὝὟὨὩὪὫὬὭὮὯᾈᾉᾊᾋᾌᾍᾎᾏᾘᾙᾚᾛᾜᾝᾞᾟᾨᾩᾪᾫᾬᾭᾮᾯᾸᾹᾺΆᾼῈΈῊΉῌῘῙῚΊῨῩῪΎῬῸΌῺΏῼ',
].join('');
const SMALL = [
  'àáâãäåæçèéêëìíîïðñòóôõöøùúûüýþāăąćĉċčďđēĕėęěĝğġģĥħĩīĭįĳĵķĺļľŀłńņňŋōŏőœŕŗřśŝşšţťŧũūŭůűųŵŷÿźżžͱͳͷϳάέήί',
  'όύώαβγδεζηθικλμνξοπρστυφχψωϊϋϗϙϛϝϟϡϣϥϧϩϫϭϯθϸϲϻͻͼͽѐёђѓєѕіїјљњћќѝўџабвгдежзийклмнопрстуфхцчшщъыьэюяѡѣѥ',
  'ѧѩѫѭѯѱѳѵѷѹѻѽѿҁҋҍҏґғҕҗҙқҝҟҡңҥҧҩҫҭүұҳҵҷҹһҽҿӏӂӄӆӈӊӌӎӑӓӕӗәӛӝӟӡӣӥӧөӫӭӯӱӳӵӷӹӻӽӿԁԃԅԇԉԋԍԏԑԓԕԗԙԛԝԟԡԣԥԧԩԫԭԯաբգ',
  'դեզէըթժիլխծկհձղճմյնշոչպջռսվտրցւփքօֆⴀⴁⴂⴃⴄⴅⴆⴇⴈⴉⴊⴋⴌⴍⴎⴏⴐⴑⴒⴓⴔⴕⴖⴗⴘⴙⴚⴛⴜⴝⴞⴟⴠⴡⴢⴣⴤⴥḁḃḅḇḉḋḍḏḑḓḕḗḙḛḝḟḡḣḥḧḩḫḭḯḱḳḵ',
  'ḷḹḻḽḿṁṃṅṇṉṋṍṏṑṓṕṗṙṛṝṟṡṣṥṧṩṫṭṯṱṳṵṷṹṻṽṿẁẃẅẇẉẋẍẏẑẓẕßạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹỻỽỿἀἁἂ',
  'ἃἄἅἆἇἐἑἒἓἔἕἠἡἢἣἤἥἦἧἰἱἲἳἴἵἶἷὀὁὂὃὄὅὑὓὕὗὠὡὢὣὤὥὦὧᾀᾁᾂᾃᾄᾅᾆᾇᾐᾑᾒᾓᾔᾕᾖᾗᾠᾡᾢᾣᾤᾥᾦᾧᾰᾱὰάᾳὲέὴήῃῐῑὶίῠῡὺύῥὸόὼώῳ',
].join('');
/** Every ASCII character (no NUL is ever in text) and the separators beyond it, as ranges of a bracket expression. */
const SEPARATORS = [
  '\\u0001-\\u007F',
  '\\u0080-\\u00BF\\u00D7\\u00F7\\u037E\\u0387\\u055A-\\u055F',
  '\\u0589-\\u058A\\u05BE\\u05C0\\u05C3\\u05C6\\u05F3-\\u05F4',
  '\\u0600-\\u060F\\u061B-\\u061F\\u066A-\\u066D\\u06D4\\u0964-\\u0965\\u0970',
  '\\u0E3F\\u0E4F\\u0E5A-\\u0E5B\\u0F04-\\u0F12\\u104A-\\u104F\\u10FB',
  '\\u1360-\\u1368\\u166D-\\u166E\\u1680\\u17D4-\\u17D6\\u17D8-\\u17DA\\u1800-\\u180A',
  '\\u2000-\\u2BFF\\u2E00-\\u2E7F\\u2FF0-\\u2FFF\\u3000-\\u3004\\u3008-\\u3020\\u3030',
  '\\u303D-\\u303F\\u30A0\\u30FB\\u3200-\\u33FF\\uE000-\\uF8FF\\uFD3E-\\uFD3F',
  '\\uFE00-\\uFE19\\uFE30-\\uFE6F\\uFEFF\\uFF01-\\uFF0F\\uFF1A-\\uFF20\\uFF3B-\\uFF40',
  '\\uFF5B-\\uFF65\\uFFE0-\\uFFEE\\uFFF0-\\uFFFF\\U0001F000-\\U0001FAFF\\U000E0000-\\U000E007F\\U000E0100-\\U000E01EF',
  '\\U000F0000-\\U0010FFFF',
].join('');

/** The Latin key of a tag (Migration20261207010000_blog_tags's whole key). */
const LATIN_KEY = `trim(both '-' from lower(regexp_replace(translate(name, '${ACCENTED}', '${PLAIN}'), '[^A-Za-z0-9]+', '-', 'g')))`;

/** The published posts' (tag key, date, id) rows of blog_posts. */
const TAG_ROWS = `
  select distinct k.key, r.published_at, r.id
    from blog_posts as r cross join lateral derived.blog_post_tag_keys(r.tags) as k(key)
   where r.status = 'published' and r.published_at is not null`;

/** Every published post under each of its labels, as derived.blog_archive_apply reads them. */
const ALL_LABELS = `
  select l.label, r.published_at as at, r.id, 1 as delta
    from blog_posts as r cross join lateral derived.blog_archive_labels(r.categories, r.tags) as l(label)
   where r.status = 'published' and r.published_at is not null`;

/**
 * Tag keys for tags of other letters than Latin (issue 42): a tag made only of such letters ('кафе', '日本') was refused,
 * its key being empty. Now derived.blog_tag_key (and contracts blogTagKey) gives a tag with a Latin letter or digit the
 * key it always had, so no tag's address moves, and a tag with none its own letters: composed (NFC), the capitals of
 * the listed blocks small, every run of ASCII characters and listed separators a hyphen, none at either end. Such a
 * key always holds a letter beyond ASCII, so it never equals a Latin key. Only listed letters and ranges are used, no
 * lower() or character class, so the database and the contracts agree whatever the database's locale. The tags' kept
 * rows and runs are listed again from the posts.
 */
export class Migration20261208030000_unicode_tag_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function "derived"."blog_tag_key"(name text) returns text language sql immutable as $$
        select coalesce(nullif(${LATIN_KEY}, ''),
                        trim(both '-' from regexp_replace(translate(normalize(name, NFC), '${CAPITALS}', '${SMALL}'), '[${SEPARATORS}]+', '-', 'g')))
      $$;`);
    this.relist();
  }

  override async down(): Promise<void> {
    this.addSql(`
      create or replace function "derived"."blog_tag_key"(name text) returns text language sql immutable as $$
        select ${LATIN_KEY}
      $$;`);
    this.relist();
  }

  /** The tags' kept rows and the archive's runs, listed again from the posts (as Migration20261207010000_blog_tags does). */
  private relist(): void {
    this.addSql(`delete from "derived"."blog_tag_posts";`);
    this.addSql(`insert into "derived"."blog_tag_posts" ${TAG_ROWS} on conflict do nothing;`);
    this.addSql(`delete from "derived"."blog_archive_buckets";`);
    this.addSql(`select derived.blog_archive_apply((select jsonb_agg(x) from (${ALL_LABELS}) as x));`);
  }
}
