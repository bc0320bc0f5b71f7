/**
 * Held-out long-history cases, blind set 9 (issue 36, "Long histories"). Written by a helper that
 * had read neither the engine code (nothing under lib/) nor the earlier blind sets' cases (beyond
 * the first case of -blind-8.ts) nor the other long-history case files (long-history-paraphrased.ts,
 * long-history-updates-dev.ts, long-history-train.ts). It read only: the types and the first case
 * of ../long-history-cases.ts (with the doc comment above them); ../conversation.ts, for the script
 * builder (historyScript, how chatter and the update are placed), which it read with the rest of
 * that file (the long-history loop and the `correct`/`states` checks); the doc comment and first
 * case of heldout/long-history-blind-8.ts (for the format and the doc-comment style); and in
 * ../run.ts the lines that import and register the blind sets and the two comments naming them. It
 * never ran an eval or put these questions to the engine. Held out: its misses are not to be read
 * case by case, and nothing is to be tuned on it.
 *
 * Six conversations (five early facts, one updated at the middle, three in the parent before the
 * branch, sixteen chatter lines each), the six updates of six kinds:
 * - a boiler replacement (quantity with unit): the new combi's output, 28 kW, becomes 35 kilowatts
 *   (the gas engineer's heat-loss sums, with a second shower going in);
 * - a school PTA summer fair (code): the padlock on the cupboard where the gazebos live, 3916,
 *   becomes 7250 (a message from the caretaker: the lock was reset over half-term);
 * - an evening Italian course (weekday): the class night, Wednesday, becomes Monday (an email from
 *   the college: a clash with the yoga group);
 * - arranging a dog walker (company): the firm booked, Wagtail Walks, becomes Muddy Paws ("turns
 *   out" the firm is folding and the walker is setting up on her own);
 * - renting a village hall for a weekly Pilates class (amount of money): the hire rate, £18 an
 *   hour, becomes £22.50 (the hall committee's minutes: heating bills);
 * - moving a grandmother into a care home (time span): the notice on her rented bungalow, 8 weeks,
 *   becomes 28 days (the landlady, on the phone: it's a care move).
 *
 * Phrasing, counted with a scratch script (not committed; stop words and auxiliaries dropped, words
 * reduced by the Porter2 stemmer) over the 54 questions against their statements: 18 share no
 * content word, 18 share one, 18 share two or more. No update repeats the value it replaces, and
 * none shares a content word with its original statement or with its question. Every value occurs
 * in its own statement (or update) only, not in another statement, update or chatter line of its
 * conversation, and no new value contains the old one. Most statements carry a second, similar
 * detail that is never asked.
 */

import type { LongHistoryCase } from "@/eval/long-history-cases";

export const LONG_HISTORY_BLIND_9: LongHistoryCase[] = [
  {
    name: "boiler replacement",
    early: [
      {
        say: "We've gone with Halloran Heating for the boiler; the other quote was from a chap called Des Mulvey.",
        ask: "Which firm is putting the new boiler in?",
        value: "Halloran",
      },
      {
        say: "They're fitting it on 17 November, and the old tank in the airing cupboard comes out the same day.",
        ask: "Which day are they coming to fit the boiler?",
        value: "17 November",
      },
      {
        say: "The whole quote came to £3,480 with a magnetic filter thrown in; a smart thermostat would be another £220.",
        ask: "How much is the quote altogether?",
        value: "3,480",
      },
      {
        say: "It's a Vaillant ecoTEC, with a ten-year warranty if we register it within 30 days.",
        ask: "What make of boiler did we choose in the end?",
        value: "Vaillant",
      },
      {
        say: "The new flue will come out through the side wall by Mrs Petrakis's fence, not the front wall over the porch.",
        ask: "Which neighbour's fence is the flue going next to?",
        value: "Petrakis",
      },
    ],
    updated: {
      say: "The new combi is a 28 kW model; the old Baxi was only rated at 24.",
      update:
        "Gas engineer did proper heat-loss sums and, with the second shower going in, he wants 35 kilowatts, so we're upsizing.",
      ask: "How powerful is the replacement going to be?",
      value: "28",
      now: "35",
    },
    ancestor: [
      {
        say: "We're without heating for two days, so we're staying at my cousin Orla's in Headington.",
        ask: "Whose place are we sleeping at while it's all switched off?",
        value: "Orla",
      },
      {
        say: "The Gas Safe number on the engineer's ID card is 604117; his van's a white Transit.",
        ask: "What's the fitter's Gas Safe registration?",
        value: "604117",
      },
      {
        say: "The plumber wants £500 up front as a deposit, and the rest once it's commissioned.",
        ask: "How much deposit does the plumber want up front?",
        value: "500",
      },
    ],
    chatter: [
      "The radiators in the back bedroom have been lukewarm since October.",
      "Should we get the system power-flushed while they're at it?",
      "My dad swears by the old back boiler he had in Swindon for thirty years.",
      "The hot water ran out halfway through Lily's shower this morning.",
      "I've been boiling kettles for the washing-up like it's 1952.",
      "Is it worth getting a carbon monoxide alarm for the kitchen as well?",
      "The airing cupboard will make a decent linen cupboard once the tank's gone.",
      "Our gas bill for January was £212, which is frankly absurd.",
      "Next door's boiler makes a horrible clanking noise at 6am.",
      "I watched a video about heat pumps and understood about half of it.",
      "The kids have been sleeping in hoodies all week.",
      "Do they usually leave a mess, or do they clean up after themselves?",
      "We've got to clear everything out from under the stairs first.",
      "Someone on the street forum recommended bleeding the radiators twice a year.",
      "The thermostat in the hall is older than I am.",
      "My colleague Niamh had hers done in a day, start to finish.",
    ],
  },
  {
    name: "PTA summer fair",
    early: [
      {
        say: "The summer fair is on Saturday 21 June, from twelve till four on the school field.",
        ask: "What's the date of the fair?",
        value: "21 June",
      },
      {
        say: "The bouncy castle is coming from Jumping Jacks in Banbury; the candyfloss machine we're borrowing from St Anne's.",
        ask: "Who are we hiring the inflatable from?",
        value: "Jumping Jacks",
      },
      {
        say: "Last year the fair raised £2,316, mostly from the tombola and the cake stall.",
        ask: "What did we take at the previous one?",
        value: "2,316",
      },
      {
        say: "Mrs Achterberg the head has agreed to go in the stocks at three o'clock; Mr Fenwick said no.",
        ask: "Who's agreed to be put in the stocks?",
        value: "Achterberg",
      },
      {
        say: "We've ordered 400 raffle tickets, and the top prize is a hamper from the farm shop.",
        ask: "How many raffle tickets did we order?",
        value: "400",
      },
    ],
    updated: {
      say: "The gazebos are kept in the PE cupboard behind the hall, and the code for its padlock is 3916.",
      update: "Message from Mr Dale, the caretaker: that lock got reset over half-term, it opens with 7250 now.",
      ask: "What's the combination for getting the gazebos out?",
      value: "3916",
      now: "7250",
    },
    ancestor: [
      {
        say: "Marcus Ilori is running the barbecue, and his wife Sunita is doing the veggie burgers.",
        ask: "Who's in charge of the grill?",
        value: "Ilori",
      },
      {
        say: "The float for the stalls is £300 in coins, collected from Lloyds on the Friday.",
        ask: "How much is the float for the stalls?",
        value: "300",
      },
      {
        say: "The licence for the raffle is in the name of the PTA chair, Gwen Stoddart.",
        ask: "Whose name is the raffle licence under?",
        value: "Stoddart",
      },
    ],
    chatter: [
      "The Year 6 parents are doing a guess-the-sweets-in-the-jar stall again.",
      "Has anyone found the bunting from last year? It was in a bin bag somewhere.",
      "The forecast says sunny spells, which could mean anything.",
      "I've got to chase the local paper about putting an advert in.",
      "Kemi suggested a dog show, but I think that's asking for trouble.",
      "The second-hand uniform stall always does better than you'd expect.",
      "We need more volunteers for the 2pm to 3pm slot on the gate.",
      "Someone has to remember the cash tins and the card reader.",
      "The reception kids are doing a maypole dance, bless them.",
      "Should we charge for face painting or make it free?",
      "I spent an hour last night laminating signs.",
      "Last year the ice cream van parked right across the fire exit.",
      "The WhatsApp group has 87 unread messages and I'm scared to open it.",
      "Do we need a first aider on site the whole time?",
      "My youngest wants to run a lemonade stall of her own.",
      "The cake stall always sells out of brownies first.",
    ],
  },
  {
    name: "evening Italian course",
    early: [
      {
        say: "I've signed up for Italian for beginners at Cherwell College, ten weeks starting after Christmas.",
        ask: "Where am I doing the Italian course?",
        value: "Cherwell",
      },
      {
        say: "The tutor is Signora Benedetta Lombardi, who used to teach in Bologna.",
        ask: "What's the teacher called?",
        value: "Benedetta",
      },
      {
        say: "The course fee was £189, plus £24 for the textbook.",
        ask: "What did the course cost me?",
        value: "189",
      },
      {
        say: "My conversation partner in the group is a retired vet called Hamish; the pair next to us are Ines and Jo.",
        ask: "Who's my conversation partner?",
        value: "Hamish",
      },
      {
        say: "We're in room B14 on the second floor, and the lift is usually broken.",
        ask: "Which room are we in?",
        value: "B14",
      },
    ],
    updated: {
      say: "The class runs on Wednesday evenings from seven till nine, with a break at eight.",
      update:
        "Email from the college: because of a clash with the yoga group they've shifted us to Monday nights from next week.",
      ask: "Which evening is my lesson?",
      value: "Wednesday",
      now: "Monday",
    },
    ancestor: [
      {
        say: "The trip to Verona at the end of the course is in May and costs £640 for four nights.",
        ask: "How much is the Verona trip?",
        value: "640",
      },
      {
        say: "The app I'm using in between lessons is Babbel; my streak is up to 23 days.",
        ask: "Which app am I using?",
        value: "Babbel",
      },
      {
        say: "The speaking exam at the end is on 3 April, and the written one a week later.",
        ask: "When's the oral test?",
        value: "3 April",
      },
    ],
    chatter: [
      "I keep mixing up the words for cheese and ham, which is embarrassing.",
      "There's a lovely older couple in the group who are moving to Puglia.",
      "The verb endings are doing my head in.",
      "I've started labelling things around the flat with sticky notes.",
      "Is it worth watching Italian films with subtitles on?",
      "My nonna's recipe book will finally make sense, hopefully.",
      "The car park at the college costs £2 after six.",
      "Someone brought biscotti to share last week.",
      "I got the subjunctive explained three different ways and still don't get it.",
      "My pronunciation of 'gn' is apparently terrible.",
      "We had to introduce ourselves and I forgot my own age.",
      "I'm listening to a podcast called Coffee Break on the bus.",
      "There's homework every week, usually about a page.",
      "Luca at work has offered to chat with me in the kitchen at lunch.",
      "The vocabulary for food is the only bit I'm actually good at.",
      "I found an old phrasebook from 1987 at a charity shop.",
    ],
  },
  {
    name: "dog walker",
    early: [
      {
        say: "The walker who'll actually come is Priya; if she's off sick, a lad called Tobias fills in.",
        ask: "Who's the regular walker?",
        value: "Priya",
      },
      {
        say: "She charges £14 a walk, or £11 if we book five a week.",
        ask: "How much does she charge a walk?",
        value: "14",
      },
      {
        say: "She'll pick Biscuit up at 12:30, when I'm on my busiest calls.",
        ask: "What time does the dog get taken out?",
        value: "12:30",
      },
      {
        say: "The key safe is on the wall by the back gate, behind the water butt; the front door key stays with us.",
        ask: "Where's the key safe?",
        value: "water butt",
      },
      {
        say: "Biscuit is a six-year-old springer spaniel, and he mustn't go off lead near the sheep at Farley Bottom.",
        ask: "Where isn't he allowed to run free?",
        value: "Farley",
      },
    ],
    updated: {
      say: "We've booked through Wagtail Walks, the outfit that does most of the village.",
      update:
        "Turns out that lot are folding at Easter; our girl's setting up on her own as Muddy Paws and we'll pay her direct.",
      ask: "Which company have we got for the dog?",
      value: "Wagtail",
      now: "Muddy Paws",
    },
    ancestor: [
      {
        say: "His vet is Greenway Veterinary on Cowley Road, and his jabs are due in September.",
        ask: "Which vet's is he registered at?",
        value: "Greenway",
      },
      {
        say: "He's allergic to chicken, so treats have to be the fish ones.",
        ask: "What can't he eat?",
        value: "chicken",
      },
      {
        say: "She's insured with Petplan Business, up to £2 million for public liability.",
        ask: "Who's her insurance with?",
        value: "Petplan",
      },
    ],
    chatter: [
      "Biscuit rolled in something unspeakable on Sunday.",
      "He's started barking at the postman again.",
      "I work from home three days a week and the guilt is real.",
      "Is a harness better than a collar for a dog who pulls?",
      "The new squeaky toy lasted about four minutes.",
      "My neighbour Clive says his labrador adores the walker on his road.",
      "Biscuit has learned to open the kitchen bin.",
      "We should probably book him in for a groom before the summer.",
      "He sulks for an hour when we leave the house.",
      "The fields by the river are a mudbath at the moment.",
      "Do walkers usually send photos of the walks? I'd love that.",
      "I'm on back-to-back meetings most Tuesdays.",
      "He ate a whole sock last year and cost us £600 at the emergency vet.",
      "The dog food we buy went up by £5 a bag.",
      "He's terrified of the heron that lives by the pond.",
      "My partner thinks I spoil him rotten, and he's right.",
    ],
  },
  {
    name: "village hall Pilates class",
    early: [
      {
        say: "I'm renting Steeple Aston village hall for my Pilates class; the booking secretary is Maureen Gill.",
        ask: "Who handles bookings for the hall?",
        value: "Maureen",
      },
      {
        say: "The class is on Thursday evenings from 6:30 to 7:30, straight after the toddler group clears out.",
        ask: "What day do I teach?",
        value: "Thursday",
      },
      {
        say: "The hall's insurance doesn't cover me, so I took out my own with Balens for £3 million.",
        ask: "Who am I insured with for the teaching?",
        value: "Balens",
      },
      {
        say: "There's room for 16 mats comfortably; the main hall is 14 metres long.",
        ask: "How many mats will the room take?",
        value: "16",
      },
      {
        say: "I'm charging £8.50 a session, or £45 for a block of six.",
        ask: "What do people pay for one class?",
        value: "8.50",
      },
    ],
    updated: {
      say: "The hall hire is £18 an hour, paid by standing order at the start of each month.",
      update:
        "The committee's minutes came through: what with the heating bills, they've put it up to £22.50 from April.",
      ask: "What's the village hall charging me?",
      value: "18",
      now: "22.50",
    },
    ancestor: [
      {
        say: "The key is collected from Mr Okafor at number 7 Church Lane, and he'll give me the alarm code too.",
        ask: "Who do I pick the key up from?",
        value: "Okafor",
      },
      {
        say: "The speaker I bought is a Bose SoundLink, because the hall's own PA is useless.",
        ask: "What make is the speaker I bought?",
        value: "Bose",
      },
      {
        say: "The first session is on 9 January, and I've got eleven people signed up so far.",
        ask: "When does it all kick off?",
        value: "9 January",
      },
    ],
    chatter: [
      "The floor in the hall is lovely sprung wood, but it's freezing in winter.",
      "I need to buy a few more resistance bands before we start.",
      "The toddler group leaves a lot of raisins on the floor.",
      "One of my clients from the gym, Harriet, says she'll bring her mum.",
      "I'm doing a flyer for the village shop noticeboard.",
      "Should I do a taster session for free?",
      "The car park only takes about ten cars, so people will have to walk.",
      "My back has been much better since I started teaching again.",
      "There's a piano in the corner that nobody's allowed to touch.",
      "The heating's on a timer that somebody else controls.",
      "I'll need to set up and pack down in the time I'm paying for.",
      "Someone suggested a Saturday morning class as well.",
      "The parish magazine wants a little write-up, 150 words.",
      "The kitchen hatch sticks, but we won't need it.",
      "I did my instructor training in Reading back in 2019.",
      "My mat bag weighs a ton with all the blocks in it.",
    ],
  },
  {
    name: "Gran into a care home",
    early: [
      {
        say: "Gran is moving into Larkfield House in Wantage; we also looked at The Beeches in Faringdon.",
        ask: "Which home did we choose for her?",
        value: "Larkfield",
      },
      {
        say: "Her room is number 23 on the ground floor, looking out over the garden.",
        ask: "What's her room number?",
        value: "23",
      },
      {
        say: "The fees are £1,295 a week, and the council tops up £410 of that.",
        ask: "How much is it each week?",
        value: "1,295",
      },
      {
        say: "Her key worker is a nurse called Fatima Oduya; the manager is Phil Cresswell.",
        ask: "Who's looking after Gran day to day?",
        value: "Fatima",
      },
      {
        say: "She moves in on 10 March, and my brother Ewan is driving her over.",
        ask: "When does she move in?",
        value: "10 March",
      },
    ],
    updated: {
      say: "Her old bungalow is rented from Sanctuary, who need 8 weeks' notice; the keys go back to their office in Didcot.",
      update: "Spoke to the landlady: as it's a care move, they'll let her off after 28 days.",
      ask: "How long before her old place is off our hands?",
      value: "8 weeks",
      now: "28 days",
    },
    ancestor: [
      {
        say: "The hairdresser comes in on Friday mornings, and Gran's booked for a shampoo and set every fortnight.",
        ask: "Which day does the hairdresser visit?",
        value: "Friday",
      },
      {
        say: "We're taking her own armchair and the walnut bureau; the rest of the furniture goes to the British Heart Foundation shop.",
        ask: "Where's the rest of her furniture going?",
        value: "Heart Foundation",
      },
      {
        say: "Her GP will switch to the Mill Stream Surgery, which does a ward round there on Tuesdays.",
        ask: "Which doctors will she be under?",
        value: "Mill Stream",
      },
    ],
    chatter: [
      "Gran keeps asking whether she can bring the budgie.",
      "Sorting through sixty years of photos is emotional.",
      "She's worried nobody there will play bridge.",
      "The dining room smelled of roast dinner when we visited, which was a good sign.",
      "My aunt Rosalind thinks we should have waited until the spring.",
      "Do we label all her clothes, or do they do that?",
      "She's been falling more often, twice since Christmas.",
      "There's a little shop trolley that comes round on Wednesdays.",
      "I've ordered name tapes online, 200 of them.",
      "The lounge has a big window onto the bird feeders.",
      "She wants her photo of Grandad on the wall by the bed.",
      "The power of attorney paperwork took us months.",
      "The staff seemed really kind when we popped in unannounced.",
      "I'm not sure how she'll cope with sharing a bathroom.",
      "Ewan wants to visit every Sunday after football.",
      "Her neighbour of forty years, Dot, cried when she heard.",
    ],
  },
];
