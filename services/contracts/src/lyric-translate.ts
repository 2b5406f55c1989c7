/**
 * Spec part 2 §2.3, §3 and §4: the warm-up's songs, shared by the screen
 * (/lyric-translate) and the learner service, whose daily plan names one of
 * them. Only lyrics Juba may show: songs in the public domain in the United
 * States (published before 1929, or traditional) and lyrics written for Juba;
 * README.md's data-source list says where each comes from. The Portuguese
 * lines are ours; the phonetic lines spell the American pronunciation the way
 * a Brazilian reads it.
 */
import type { EnglishLevel } from './english-level.ts';

/** Spec §3 Warm-up line. */
export interface LyricLine {
  english: string;
  portuguese: string;
  phonetic: string;
}

export interface LyricSong {
  id: string;
  title: string;
  /** Who wrote it, as the daily plan names it. */
  artist: string;
  level: EnglishLevel;
  /** Why Juba may show it (public domain since…, or written for Juba). */
  source: string;
  /** Spec §9: exactly 10. */
  lines: readonly LyricLine[];
}

/** Spec §9. */
export const LYRIC_LINE_COUNT = 10;
export const LYRIC_LINE_MS = 4000;
export const LYRIC_TICK_MS = 1000;

export const LYRIC_SONGS: readonly LyricSong[] = [
  {
    id: 'twinkle-twinkle',
    title: 'Twinkle, Twinkle, Little Star',
    artist: 'Jane Taylor',
    level: 'beginner',
    source: 'Poema "The Star" de Jane Taylor, publicado em 1806: domínio público.',
    lines: [
      { english: 'Twinkle, twinkle, little star,', portuguese: 'Brilha, brilha, minha estrelinha,', phonetic: 'tuín-kou, tuín-kou, lí-rou stár' },
      { english: 'How I wonder what you are!', portuguese: 'Como eu queria saber o que você é!', phonetic: 'ráu ai uân-der uót iú ár' },
      { english: 'Up above the world so high,', portuguese: 'Lá em cima, tão alto sobre o mundo,', phonetic: 'âp a-bâv dhe uôrld sou rái' },
      { english: 'Like a diamond in the sky.', portuguese: 'Como um diamante no céu.', phonetic: 'laik a dái-mond in dhe skái' },
      { english: 'Twinkle, twinkle, little star,', portuguese: 'Brilha, brilha, minha estrelinha,', phonetic: 'tuín-kou, tuín-kou, lí-rou stár' },
      { english: 'How I wonder what you are!', portuguese: 'Como eu queria saber o que você é!', phonetic: 'ráu ai uân-der uót iú ár' },
      { english: 'When the blazing sun is gone,', portuguese: 'Quando o sol ardente se vai,', phonetic: 'uén dhe blêi-zin sân iz gón' },
      { english: 'When he nothing shines upon,', portuguese: 'Quando ele já não brilha sobre nada,', phonetic: 'uén ri nâ-thin xáinz a-pón' },
      { english: 'Then you show your little light,', portuguese: 'Então você mostra a sua luzinha,', phonetic: 'dhén iú xou iór lí-rou láit' },
      { english: 'Twinkle, twinkle, all the night.', portuguese: 'Brilha, brilha, por toda a noite.', phonetic: 'tuín-kou, tuín-kou, ól dhe náit' },
    ],
  },
  {
    id: 'mary-had-a-little-lamb',
    title: 'Mary Had a Little Lamb',
    artist: 'Sarah Josepha Hale',
    level: 'beginner',
    source: 'Poema "Mary\'s Lamb" de Sarah Josepha Hale, publicado em 1830: domínio público.',
    lines: [
      { english: 'Mary had a little lamb,', portuguese: 'Maria tinha um cordeirinho,', phonetic: 'mé-ri réd a lí-rou lém' },
      { english: 'Its fleece was white as snow;', portuguese: 'Sua lã era branca como a neve;', phonetic: 'its flíis uôz uáit éz snou' },
      { english: 'And everywhere that Mary went', portuguese: 'E em todo lugar aonde Maria ia', phonetic: 'énd é-vri-uér dhét mé-ri uént' },
      { english: 'The lamb was sure to go.', portuguese: 'O cordeiro ia junto, com certeza.', phonetic: 'dhe lém uôz xur tu gou' },
      { english: 'It followed her to school one day,', portuguese: 'Um dia ele a seguiu até a escola,', phonetic: 'it fá-loud rer tu skuul uân dêi' },
      { english: 'Which was against the rule;', portuguese: 'O que era contra as regras;', phonetic: 'uítch uôz a-guénst dhe ruul' },
      { english: 'It made the children laugh and play', portuguese: 'Isso fez as crianças rirem e brincarem', phonetic: 'it mêid dhe tchíl-dren léf énd plêi' },
      { english: 'To see a lamb at school.', portuguese: 'Ao ver um cordeiro na escola.', phonetic: 'tu síi a lém ét skuul' },
      { english: 'And so the teacher turned it out,', portuguese: 'Então a professora o mandou para fora,', phonetic: 'énd sou dhe tíi-tcher târnd i-ráut' },
      { english: 'But still it lingered near.', portuguese: 'Mas ele continuou ali por perto.', phonetic: 'bât stil it lín-guerd nír' },
    ],
  },
  {
    id: 'oh-susanna',
    title: 'Oh! Susanna',
    artist: 'Stephen Foster',
    level: 'intermediate',
    source: 'Canção de Stephen Foster, publicada em 1848: domínio público.',
    lines: [
      {
        english: 'I come from Alabama with my banjo on my knee,',
        portuguese: 'Eu venho do Alabama com meu banjo no joelho,',
        phonetic: 'ai câm frâm é-la-bé-ma uith mai bén-djou ón mai níi',
      },
      {
        english: "I'm going to Louisiana, my true love for to see.",
        portuguese: 'Estou indo para a Luisiana ver o meu amor verdadeiro.',
        phonetic: 'aim gôu-in tu lu-ii-zi-é-na, mai truu lâv fór tu síi',
      },
      {
        english: 'It rained all night the day I left, the weather it was dry,',
        portuguese: 'Choveu a noite toda no dia em que parti, e o tempo estava seco,',
        phonetic: 'it rêind ól náit dhe dêi ai léft, dhe ué-dher it uôz drái',
      },
      {
        english: "The sun so hot I froze to death; Susanna, don't you cry.",
        portuguese: 'O sol tão quente que morri de frio; Susana, não chore.',
        phonetic: 'dhe sân sou rót ai frôuz tu déth; su-zé-na, dôunt iú krái',
      },
      {
        english: "Oh! Susanna, oh, don't you cry for me,",
        portuguese: 'Ah! Susana, ah, não chore por mim,',
        phonetic: 'ôu su-zé-na, ôu, dôunt iú krái fór míi',
      },
      {
        english: 'For I come from Alabama with my banjo on my knee.',
        portuguese: 'Pois eu venho do Alabama com meu banjo no joelho.',
        phonetic: 'fór ai câm frâm é-la-bé-ma uith mai bén-djou ón mai níi',
      },
      {
        english: 'I had a dream the other night, when everything was still;',
        portuguese: 'Tive um sonho outra noite, quando tudo estava em silêncio;',
        phonetic: 'ai réd a dríim dhi â-dher náit, uén é-vri-thin uôz stil',
      },
      {
        english: 'I thought I saw Susanna a-coming down the hill.',
        portuguese: 'Pensei que tinha visto Susana descendo o morro.',
        phonetic: 'ai thót ai só su-zé-na a-câ-min dáun dhe ril',
      },
      {
        english: 'The buckwheat cake was in her mouth, the tear was in her eye;',
        portuguese: 'A panqueca de trigo-sarraceno estava na boca dela, a lágrima no olho;',
        phonetic: 'dhe bâk-uiit kêik uôz in rer máuth, dhe tír uôz in rer ái',
      },
      {
        english: "Says I, I'm coming from the South, Susanna, don't you cry.",
        portuguese: 'Eu disse: estou vindo do Sul, Susana, não chore.',
        phonetic: 'séz ai, aim câ-min frâm dhe sáuth, su-zé-na, dôunt iú krái',
      },
    ],
  },
  {
    id: 'take-me-out-to-the-ball-game',
    title: 'Take Me Out to the Ball Game',
    artist: 'Jack Norworth e Albert Von Tilzer',
    level: 'intermediate',
    source: 'Canção de Jack Norworth e Albert Von Tilzer, publicada em 1908: domínio público.',
    lines: [
      { english: 'Katie Casey was baseball mad,', portuguese: 'Katie Casey era louca por beisebol,', phonetic: 'kêi-ri kêi-si uôz bêis-ból méd' },
      { english: 'Had the fever and had it bad.', portuguese: 'Tinha a febre, e das fortes.', phonetic: 'réd dhe fíi-ver énd réd it béd' },
      { english: 'Take me out to the ball game,', portuguese: 'Me leve ao jogo de beisebol,', phonetic: 'têik mi áut tu dhe ból guêim' },
      { english: 'Take me out with the crowd;', portuguese: 'Me leve para o meio da torcida;', phonetic: 'têik mi áut uith dhe kráud' },
      { english: 'Buy me some peanuts and Cracker Jack,', portuguese: 'Me compre amendoim e pipoca doce,', phonetic: 'bái mi sâm píi-nâts én kré-ker djék' },
      { english: "I don't care if I never get back.", portuguese: 'Não me importo se eu nunca mais voltar.', phonetic: 'ai dôun kér if ai né-ver guét bék' },
      {
        english: 'Let me root, root, root for the home team,',
        portuguese: 'Deixe-me torcer, torcer, torcer pelo time da casa,',
        phonetic: 'lét mi ruut, ruut, ruut fór dhe rôum tíim',
      },
      { english: "If they don't win, it's a shame.", portuguese: 'Se eles não ganharem, é uma pena.', phonetic: 'if dhêi dôunt uín, its a xêim' },
      {
        english: "For it's one, two, three strikes, you're out,",
        portuguese: 'Porque é um, dois, três strikes, e você está fora,',
        phonetic: 'fór its uân, tuu, thrii stráiks, iór áut',
      },
      { english: 'At the old ball game.', portuguese: 'No bom e velho jogo de beisebol.', phonetic: 'ét dhi ôuld ból guêim' },
    ],
  },
  {
    id: 'working-on-the-railroad',
    title: "I've Been Working on the Railroad",
    artist: 'Tradicional americana',
    level: 'intermediate',
    source: 'Canção tradicional americana, publicada em 1894 ("Levee Song", Carmina Princetonia): domínio público.',
    lines: [
      { english: "I've been working on the railroad", portuguese: 'Eu tenho trabalhado na ferrovia', phonetic: 'áiv bin uôr-kin ón dhe rêil-rôud' },
      { english: 'All the livelong day.', portuguese: 'O dia todo, sem parar.', phonetic: 'ól dhe lív-lón dêi' },
      { english: "I've been working on the railroad", portuguese: 'Eu tenho trabalhado na ferrovia', phonetic: 'áiv bin uôr-kin ón dhe rêil-rôud' },
      { english: 'Just to pass the time away.', portuguese: 'Só para passar o tempo.', phonetic: 'djâst tu pés dhe táim a-uêi' },
      { english: "Can't you hear the whistle blowing?", portuguese: 'Você não ouve o apito tocando?', phonetic: 'ként iú rír dhe uí-sou blôu-in' },
      { english: 'Rise up so early in the morn.', portuguese: 'Levante-se bem cedo de manhã.', phonetic: 'ráiz âp sou âr-li in dhe mórn' },
      { english: "Can't you hear the captain shouting,", portuguese: 'Você não ouve o capitão gritando,', phonetic: 'ként iú rír dhe kép-tin xáu-rin' },
      { english: '"Dinah, blow your horn!"', portuguese: 'Dinah, toque a sua corneta!', phonetic: 'dái-na, blôu iór rórn' },
      { english: "Dinah, won't you blow,", portuguese: 'Dinah, você não vai tocar,', phonetic: 'dái-na, uôunt iú blôu' },
      { english: "Dinah, won't you blow your horn?", portuguese: 'Dinah, você não vai tocar a sua corneta?', phonetic: 'dái-na, uôunt iú blôu iór rórn' },
    ],
  },
  {
    id: 'shenandoah',
    title: 'Shenandoah',
    artist: 'Tradicional americana',
    level: 'advanced',
    source: 'Canção tradicional americana do século XIX (canção de barqueiros e marinheiros): domínio público.',
    lines: [
      { english: 'Oh Shenandoah, I long to see you,', portuguese: 'Ah, Shenandoah, como anseio te ver,', phonetic: 'ôu xé-nan-dôu-a, ai lón tu síi iú' },
      { english: 'Away, you rolling river.', portuguese: 'Longe, ó rio que corre.', phonetic: 'a-uêi, iú rôu-lin rí-ver' },
      { english: 'Oh Shenandoah, I long to see you,', portuguese: 'Ah, Shenandoah, como anseio te ver,', phonetic: 'ôu xé-nan-dôu-a, ai lón tu síi iú' },
      { english: "Away, I'm bound away", portuguese: 'Longe, estou de partida', phonetic: 'a-uêi, aim báund a-uêi' },
      { english: "'Cross the wide Missouri.", portuguese: 'Para além do largo Missouri.', phonetic: 'krós dhe uáid mi-zú-ri' },
      { english: 'Oh Shenandoah, I love your daughter,', portuguese: 'Ah, Shenandoah, eu amo a sua filha,', phonetic: 'ôu xé-nan-dôu-a, ai lâv iór dó-rer' },
      { english: 'Away, you rolling river.', portuguese: 'Longe, ó rio que corre.', phonetic: 'a-uêi, iú rôu-lin rí-ver' },
      {
        english: "For her I'd cross your roaming waters,",
        portuguese: 'Por ela eu cruzaria as suas águas errantes,',
        phonetic: 'fór rer aid krós iór rôu-min uó-rerz',
      },
      { english: "Away, I'm bound away", portuguese: 'Longe, estou de partida', phonetic: 'a-uêi, aim báund a-uêi' },
      { english: "'Cross the wide Missouri.", portuguese: 'Para além do largo Missouri.', phonetic: 'krós dhe uáid mi-zú-ri' },
    ],
  },
  {
    id: 'gonna-catch-that-train',
    title: 'Gonna Catch That Train',
    artist: 'Juba',
    level: 'advanced',
    source: 'Letra escrita para o Juba (fala encadeada do inglês americano: gonna, wanna, gotta, flap T).',
    lines: [
      {
        english: "I'm gonna catch that train before the city wakes,",
        portuguese: 'Vou pegar aquele trem antes de a cidade acordar,',
        phonetic: 'aim gâ-na kétch dhét trêin bi-fór dhe sí-ri uêiks',
      },
      { english: "I've gotta find out what it takes.", portuguese: 'Eu preciso descobrir o que é preciso.', phonetic: 'áiv gá-ra fáin dáut uó-rit têiks' },
      { english: "Don't wanna wait another year,", portuguese: 'Não quero esperar mais um ano,', phonetic: 'dôun uá-na uêit a-nâ-dher iír' },
      {
        english: "Whatcha gonna do if I'm not here?",
        portuguese: 'O que você vai fazer se eu não estiver aqui?',
        phonetic: 'uó-tcha gâ-na dúu if aim nót rír',
      },
      {
        english: 'A little bit of water and a whole lot of hope,',
        portuguese: 'Um pouquinho de água e um montão de esperança,',
        phonetic: 'a lí-rou bí-rov uó-rer én a rôul ló-rov rôup',
      },
      {
        english: "I'm figuring it out and I'm learning how to cope.",
        portuguese: 'Estou entendendo as coisas e aprendendo a lidar com elas.',
        phonetic: 'aim fí-guiu-rin i-ráut én aim lâr-nin ráu tu kôup',
      },
      {
        english: 'Let it go, let it ride, let the better days begin,',
        portuguese: 'Deixa pra lá, deixa rolar, que os dias melhores comecem,',
        phonetic: 'lé-ri gôu, lé-ri ráid, lét dhe bé-rer dêiz bi-guín',
      },
      {
        english: "I've been knocked down, but I'm getting up again.",
        portuguese: 'Eu fui derrubado, mas estou me levantando de novo.',
        phonetic: 'áiv bin nókt dáun, bâ-raim gué-rin âp a-guén',
      },
      {
        english: "So if you're looking for me, I'll be out on the track,",
        portuguese: 'Então, se estiver me procurando, vou estar nos trilhos,',
        phonetic: 'sou if iór lú-kin fór mi, áil bi áu-ron dhe trék',
      },
      {
        english: "Gonna catch that train and I'm never turning back.",
        portuguese: 'Vou pegar aquele trem e nunca vou voltar atrás.',
        phonetic: 'gâ-na kétch dhét trêin én aim né-ver târ-nin bék',
      },
    ],
  },
];

export const lyricSong = (id: string): LyricSong | undefined => LYRIC_SONGS.find((s) => s.id === id);

/** The song the daily plan names (by title), if this screen has it. */
export const lyricSongTitled = (title: string): LyricSong | undefined => LYRIC_SONGS.find((s) => s.title === title);
