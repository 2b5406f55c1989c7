import type { WordTranslation } from '@juba/ai-provider';

/**
 * Juba's English→Portuguese glossary for the click-to-translate tooltip (spec
 * part 1 §2): every word the offline tutor says (a test checks) and the
 * common words a model's reply is made of. One word per line, as
 * `word: tradução`; inflected forms are listed as they appear in text.
 */
const ENTRIES = `
a: um, uma
able: capaz
about: sobre
abroad: no exterior
accent: sotaque
action: ação
actor: ator
actors: atores
actress: atriz
actually: na verdade
admire: admirar
adventure: aventura
advice: conselho
after: depois
afternoon: tarde
again: de novo
ago: atrás (tempo)
agree: concordar
ai: IA (inteligência artificial)
airport: aeroporto
all: todo, todos
almost: quase
alone: sozinho
already: já
also: também
always: sempre
am: sou, estou
amazing: incrível
american: americano
an: um, uma
and: e
another: outro
answer: resposta, responder
any: algum, qualquer
anything: qualquer coisa
anywhere: qualquer lugar
app: aplicativo
apps: aplicativos
are: são, estão
aren't: não são, não estão
around: ao redor, por volta de
as: como
ask: perguntar
at: em, no, na
athlete: atleta
away: longe, embora
awesome: incrível
back: de volta
bad: ruim
ball: bola
basketball: basquete
be: ser, estar
beach: praia
beans: feijão
beautiful: bonito
because: porque
become: tornar-se
been: sido, estado
before: antes
beginning: começo
being: sendo, estando
believe: acreditar
besides: além de
best: melhor
better: melhor
between: entre
big: grande
bit: pouco
book: livro
books: livros
boss: chefe
both: ambos
brazil: Brasil
brazilian: brasileiro
bread: pão
breakfast: café da manhã
bring: trazer
build: construir
business: negócio, negócios
busy: ocupado
but: mas
buy: comprar
by: por, de
cake: bolo
call: ligar, chamar
camera: câmera
can: pode, consegue
can't: não pode
career: carreira
cat: gato
challenge: desafio
change: mudar, mudança
character: personagem
chat: conversar, bate-papo
cheap: barato
chef: chef, cozinheiro
chicken: frango
child: criança
children: crianças
choose: escolher
cinema: cinema
city: cidade
class: aula
clear: claro
client: cliente
close: perto, fechar
coach: treinador
coffee: café
cold: frio
come: vir
comedy: comédia
comfortable: confortável
common: comum
company: empresa
computer: computador
cook: cozinhar
cooking: cozinhar, culinária
cool: legal
cost: custo, custar
could: poderia
country: país
course: curso
create: criar
culture: cultura
cup: xícara
customer: cliente
customers: clientes
daily: diário, do dia a dia
data: dados
day: dia
days: dias
decide: decidir
delicious: delicioso
dessert: sobremesa
different: diferente
difficult: difícil
dinner: jantar
director: diretor
dish: prato
do: fazer (auxiliar de pergunta)
does: faz (auxiliar de pergunta)
doesn't: não (auxiliar)
dog: cachorro
don't: não (auxiliar)
done: feito
down: para baixo
drama: drama
dream: sonho
drink: beber, bebida
during: durante
each: cada
early: cedo
easier: mais fácil
easy: fácil
eat: comer
eating: comer, comendo
else: mais, outro
email: e-mail
employee: funcionário
employees: funcionários
end: fim
english: inglês
enjoy: gostar de, aproveitar
enough: suficiente
entertainment: entretenimento
episode: episódio
even: até, mesmo
evening: noite (início)
ever: alguma vez
every: todo, cada
everyone: todo mundo
everything: tudo
example: exemplo
excited: animado
exciting: empolgante
exercise: exercício, exercitar-se
experience: experiência
explain: explicar
family: família
famous: famoso
fan: fã
far: longe
fast: rápido
favorite: favorito
feel: sentir
few: poucos
film: filme
find: encontrar
fine: bem, bom
first: primeiro, primeira
fit: em forma
fitness: condicionamento físico
flight: voo
food: comida
football: futebol americano
for: para, por
found: encontrou
founder: fundador
free: livre, grátis
friend: amigo
friends: amigos
from: de
fruit: fruta
fun: divertido, diversão
funny: engraçado
future: futuro
gadget: aparelho, dispositivo
game: jogo
games: jogos
get: conseguir, pegar
give: dar
go: ir
goal: objetivo, gol
goals: objetivos
going: indo
good: bom
great: ótimo
grow: crescer
growth: crescimento
guess: acho, adivinhar
gym: academia
had: tinha, teve
happy: feliz
hard: difícil
hardest: mais difícil
has: tem
have: ter
he: ele
healthy: saudável
hear: ouvir
hello: olá
help: ajudar
her: ela, dela
here: aqui
hi: oi
him: ele, o
hire: contratar
his: dele
hobby: passatempo
holiday: feriado
home: casa
hope: esperar, esperança
horror: terror
hot: quente
hotel: hotel
hour: hora
hours: horas
house: casa
how: como
i: eu
i'd: eu gostaria, eu iria
i'll: eu vou
i'm: eu sou, eu estou
i've: eu tenho
idea: ideia
ideas: ideias
if: se
important: importante
in: em, no, na
interesting: interessante
internet: internet
into: para dentro de
invest: investir
investor: investidor
investors: investidores
is: é, está
isn't: não é, não está
it: isso, ele, ela
it's: é, está
its: seu, sua (de coisa)
job: emprego
just: só, acabou de
keep: manter, continuar
keeps: mantém
kind: tipo, gentil
kitchen: cozinha
know: saber, conhecer
language: idioma
last: último, passado
late: tarde, atrasado
later: mais tarde
launch: lançar, lançamento
learn: aprender
learning: aprendendo
least: menos
leave: sair, deixar
less: menos
let's: vamos
life: vida
like: gostar, como
little: pouco, pequeno
live: viver, morar
lives: vidas
local: local
long: longo
look: olhar, parecer
lose: perder
lot: muito
love: amar, adorar
loved: amou, adorou
lunch: almoço
machine: máquina
made: fez, feito
make: fazer
makes: faz, torna
manager: gerente
many: muitos
market: mercado
match: partida
maybe: talvez
me: me, mim
meal: refeição
mean: querer dizer
meat: carne
media: mídia
meet: conhecer, encontrar
meeting: reunião
might: pode ser que
mind: mente
money: dinheiro
month: mês
months: meses
more: mais
morning: manhã
most: mais, a maioria
motivated: motivado
mountain: montanha
movie: filme
movies: filmes
much: muito
museum: museu
music: música
must: deve
my: meu, minha
need: precisar
never: nunca
new: novo, nova
next: próximo
nice: legal, agradável
night: noite
no: não
not: não
nothing: nada
now: agora
of: de
off: desligado, fora
office: escritório
often: com frequência
oh: ah
ok: ok
okay: certo
old: velho, antigo
on: em, sobre
once: uma vez
one: um, uma
online: on-line, na internet
only: só, apenas
open: abrir, aberto
opinion: opinião
or: ou
other: outro
our: nosso, nossa
out: fora
over: sobre, acabado
own: próprio
part: parte
party: festa
passport: passaporte
people: pessoas
perfect: perfeito
person: pessoa
phone: celular, telefone
pitch: apresentação, apresentar
pizza: pizza
place: lugar
places: lugares
plan: plano, planejar
plane: avião
play: jogar, tocar
player: jogador
players: jogadores
please: por favor
point: ponto
popular: popular
practice: praticar, prática
prefer: preferir
pretty: bem, bonito
price: preço
probably: provavelmente
problem: problema
product: produto
profit: lucro
project: projeto
question: pergunta
quite: bastante
rather: preferir (would rather)
read: ler
ready: pronto
real: real
really: realmente, muito
reason: motivo
recently: recentemente
recipe: receita
recommend: recomendar
regularly: regularmente
relax: relaxar
remember: lembrar
restaurant: restaurante
restaurants: restaurantes
rice: arroz
right: certo, agora mesmo
robot: robô
robots: robôs
run: correr
running: corrida
salad: salada
salary: salário
sales: vendas
salty: salgado
same: mesmo
say: dizer
scene: cena
school: escola
score: placar, marcar
screen: tela
season: temporada
see: ver
sell: vender
sense: sentido
series: série
share: compartilhar
sharing: compartilhar
she: ela
short: curto
should: deveria
show: mostrar, programa
since: desde
sleep: dormir
slow: devagar
small: pequeno
smartphone: celular
so: então, tão
soccer: futebol
social: social
software: software, programa
some: algum, alguns
someone: alguém
something: algo
sometimes: às vezes
song: música, canção
songs: músicas
soon: em breve
sorry: desculpe
sound: soar, som
sounds: parece, soa
speak: falar
spend: gastar, passar (tempo)
spicy: apimentado
sport: esporte
sports: esportes
start: começar
started: começou
starting: começar
startup: startup (empresa nova)
startups: startups (empresas novas)
stay: ficar, manter-se
still: ainda
story: história
streaming: streaming
stressful: estressante
strong: forte
student: estudante
studies: estudos
study: estudar
success: sucesso
successful: bem-sucedido
such: tal, tão
summer: verão
sure: claro, certeza
surprise: surpresa
surprises: surpreende
sweet: doce
swim: nadar
swimming: natação
take: pegar, levar
talk: conversar, falar
taste: gosto, sabor
team: time, equipe
tech: tecnologia
technology: tecnologia
tell: contar, dizer
tennis: tênis
than: do que
thank: agradecer
thanks: obrigado
that: que, isso, aquele
that's: isso é
the: o, a, os, as
theater: cinema, teatro
their: deles, delas
them: eles, elas
then: então, depois
there: lá, ali
there's: há, existe
these: estes, estas
they: eles, elas
they're: eles são, eles estão
thing: coisa
things: coisas
think: pensar, achar
this: este, esta, isto
those: aqueles
through: através de
ticket: ingresso, passagem
time: tempo, vez
tired: cansado
to: para, a
today: hoje
together: juntos
tomorrow: amanhã
too: também, demais
tools: ferramentas
tourist: turista
train: trem, treinar
training: treino
travel: viajar, viagem
tried: experimentou, tentou
trip: viagem
true: verdade
try: tentar, experimentar
tutor: professor particular
type: tipo
understand: entender
until: até
up: para cima
us: nós, nos
use: usar
used: usou, usado
useful: útil
usually: geralmente
vacation: férias
vegetables: legumes, verduras
very: muito
video: vídeo
videos: vídeos
visit: visitar
visited: visitou
visitor: visitante
visits: visita
volleyball: vôlei
wait: esperar
want: querer
was: era, foi, estava
watch: assistir
watched: assistiu
watching: assistir, assistindo
water: água
way: jeito, maneira
we: nós
website: site
week: semana
weekend: fim de semana
weeks: semanas
weight: peso
well: bem
went: foi
were: eram, foram, estavam
what: o que, qual
what's: o que é
when: quando
where: onde
which: qual
while: enquanto
who: quem
why: por quê
will: vai (futuro)
win: ganhar
with: com
without: sem
won't: não vai
wonderful: maravilhoso
word: palavra
words: palavras
work: trabalhar, trabalho
world: mundo
would: iria, gostaria (condicional)
wow: nossa
write: escrever
year: ano
years: anos
yes: sim
yesterday: ontem
yet: ainda
you: você
you're: você é, você está
young: jovem
your: seu, sua
yourself: você mesmo
`;

function parseEntries(text: string): ReadonlyMap<string, string> {
  const entries = new Map<string, string>();
  for (const line of text.trim().split('\n')) {
    const separator = line.indexOf(': ');
    const word = line.slice(0, separator);
    if (separator < 1 || entries.has(word)) throw new Error(`glossary line ${JSON.stringify(line)} is malformed or repeats a word`);
    entries.set(word, line.slice(separator + 2));
  }
  return entries;
}

export const GLOSSARY: ReadonlyMap<string, string> = parseEntries(ENTRIES);

/** The distinct words of a text, lower case, in order of appearance; curly apostrophes read as straight ones. */
export function wordsOf(text: string): string[] {
  const words =
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/\p{L}+(?:'\p{L}+)*/gu) ?? [];
  return [...new Set(words)];
}

/**
 * The tooltip translations for a partner's message (the tutor's, the
 * Socratic partner's): each distinct word found in
 * Juba's glossary or, failing that, among the provider's own translations
 * (which only count for words the message really contains).
 */
export function glossaryFor(text: string, providerTranslations: readonly WordTranslation[] = []): WordTranslation[] {
  const fromProvider = new Map(providerTranslations.map((t) => [t.word, t.translation]));
  return wordsOf(text).flatMap((word) => {
    const translation = GLOSSARY.get(word) ?? fromProvider.get(word);
    return translation ? [{ word, translation }] : [];
  });
}
