/**
 * Held-out long-history cases, blind set 22 (issue 36, "Long histories"), each with the optional
 * `absent` questions. Written by a helper that read none of the engine code (nothing under lib/),
 * none of the earlier blind sets' cases (except the first case of -blind-21.ts) and none of the
 * other long-history case files. It read only these:
 * - the doc comment, the types (with the optional `absent` field and its doc comment) and the first
 *   case of ../long-history-cases.ts, printed up to that case's closing brace. Slip: the grep for
 *   `name:` that found the range also showed the name lines of the next three cases ("research
 *   trip", "wedding planning", "product release"), nothing else of them;
 * - ../conversation.ts in full: historyScript, for where chatter, the update and the absent
 *   questions go, plus the long-history loop and the `correct`/`states`/`declines` checks;
 * - `containsValue` in ../../bench/kt.ts, which `states` calls. Slip: the grep that found it also
 *   showed the one line in the bench that calls it, and the range printed around it was too wide:
 *   it showed the last lines of the function before it, the `median` helper, `countShared`, `pct`,
 *   `mark` and most of the report formatter after it. None of that is engine code;
 * - the doc comment and first case of heldout/long-history-blind-21.ts, for the format and the
 *   doc-comment style, printed up to that case's closing brace. Slip: the grep that found the range
 *   also showed the name lines of all six of its cases (all topics it was told not to reuse);
 * - to avoid reusing topics, the leading doc comments of heldout/long-history-blind.ts to
 *   -blind-20.ts, each printed up to the line closing it. Slip: in -blind-3.ts the import
 *   line stands above the doc comment and was printed with it. (The first print of these was cut
 *   short by the terminal, so those of -blind-8.ts to -blind-17.ts were printed again.)
 * Apart from those, it saw only file names and line counts: a listing of eval/heldout/, the
 * node_modules names matching "stem", "porter" or "natural", the tsx binary, and the file list and
 * "main" line of wink-porter2-stemmer, whose Porter2 stemmer its scratch script used. It ran no
 * project code: its scratch script, outside the repository, checked values with verbatim copies of
 * `containsValue` and `states`. It never ran an eval and never put these questions to the engine.
 * This set is held out: its misses are not to be read case by case, and nothing is to be tuned on
 * it.
 *
 * There are six conversations. Each has five early facts, one fact updated at the middle, three
 * facts in the parent before the branch, sixteen chatter lines and four absent questions. The six
 * updates are of six kinds:
 * - keeping backyard chickens (a count): collecting seven ex-battery hens becomes four (the lady
 *   from the rescue rang: the farm had fewer birds than they expected);
 * - a mobile dog-grooming business (a time of day): the first Monday appointment at 8:30 becomes
 *   7:45 (the cockapoo's owner texted: she's on an earlier shift now);
 * - sharing a horse at a livery yard (a person's name): the farrier Rhodri Vaughan becomes Lottie
 *   Breen (the yard manager messaged: Rhodri's retired);
 * - a dressmaking and alterations business (a date): the final fitting of a bride's wedding dress on
 *   14 March becomes 28 March (the bride messaged: she's away with work that week);
 * - tutoring GCSE maths on the side (an amount of money): £32 for an hour's lesson becomes £37 a
 *   session (the tutor has told the families the fee goes up after Easter);
 * - a narrowboat holiday (a distance): the first day's cruise of 14 miles becomes 9 miles (the hire
 *   firm emailed: a lock is shut for repairs, so they stop at Weedon).
 *
 * The absent questions are asked in the parent after its fact questions, and the right reply says
 * it does not know. There are two shapes, two of each per conversation (12 and 12):
 * - the same attribute of a different thing that is never mentioned, sharing the head noun with a
 *   stated fact: the price of a sack of grit (a sack of layers pellets' price is stated); which vet
 *   our dog goes to (the poultry vet is stated); the make of the spare clippers (the good
 *   clippers'); who supplies the flea shampoo (who supplies the oatmeal shampoo); when the tetanus
 *   jab is due (the flu jab's date); the weekly cost of full livery (the part-livery bill); the make
 *   of an embroidery machine (the industrial machine's); when the bridesmaids' fittings are (the
 *   bride's final fitting); the exam board of his science (his maths board); my first-aid
 *   certificate number (the DBS certificate number); the cost of bike hire (the boat hire's); where
 *   dinner is on the Friday (where it is on the Wednesday);
 * - an attribute of a thing the conversation names but never gives a value for: what the hen house
 *   cost; the neighbour's mobile number; the van's registration; the Newfoundland's age; the
 *   Connemara's height in hands; the livery yard's postcode; what the industrial machine cost; what
 *   the bride is paying for her dress; the surname of the girl who starts in the new year; what the
 *   tutoring website charges for the listing; how many berths the narrowboat has; what time the
 *   Wednesday dinner table is booked for.
 * Each one was checked by reading its whole conversation again (statements, update, ancestor facts,
 * fact questions and chatter), with every line sharing a content word with the question listed next
 * to it. No line answers any of them. No dog of the chicken keepers, spare clippers, flea shampoo,
 * tetanus jab, full livery, embroidery machine, bridesmaid, science course, first-aid certificate,
 * bike or Friday dinner is ever mentioned, and the chatter carries no phone number, registration,
 * horse's height, postcode, surname, berth count or table time, no age of the Newfoundland, and no
 * price of the hen house, the industrial machine, the dress, the listing or bike hire (the only
 * prices in the chatter are another coop's and a second-hand book's).
 *
 * Phrasing was counted with a scratch script that is not committed. It dropped stop words, pronouns
 * and auxiliaries and reduced words with the Porter2 stemmer. Over the 54 fact questions compared
 * with their statements (the updated fact's question with its original statement), 18 share no
 * content word, 18 share one and 18 share two or more, 3/3/3 in every conversation. No update
 * repeats the value it replaces, and none shares a content word with its question except the
 * narrowboat's ("day"). Four updates share words with their original statement: the dog's name
 * (Biscuit), the farrier's first name (Rhodri), the bride's name, "fitting" and the month (Chloe,
 * fitting, March), and "day" and "miles" in the narrowboat's. Every value occurs in its own
 * statement (or update) only, and not in another statement, update, question, absent question or
 * chatter line of its conversation (checked as a case-insensitive substring). No new value
 * contains the old one, and no old value contains the new one. `states` finds each value in the
 * sentence that carries it, and no value is followed by a comma there. Several statements carry a
 * second detail that is never asked (20 kg, a pull-out tray, £55 for big breeds, six dogs, a grey,
 * Tring, Leicester, the higher tier, fuel included, Stoke Bruerne). Each conversation's chatter has
 * its own names, numbers and dates and a few look-alikes: another coop's price and another breed;
 * another groomer's salon and other breeds; another rider's horse; an old Singer and another
 * customer; another tutor's subject and a test score; another canal and the boat's bed.
 */

import type { LongHistoryCase } from "@/eval/long-history-cases";

export const LONG_HISTORY_BLIND_22: LongHistoryCase[] = [
  {
    name: "keeping backyard chickens",
    early: [
      {
        say: "The hen house we ordered is a Forsham Cottage that comes flat-packed with a pull-out droppings tray.",
        ask: "Which coop did we go for in the end?",
        value: "Forsham Cottage",
      },
      {
        say: "We're rehoming the birds through the Little Hill Hen Rescue near Ashbourne.",
        ask: "Which rescue are we getting the chickens from?",
        value: "Little Hill",
      },
      {
        say: "A 20 kg sack of layers pellets is £14.80 at the farm shop in Hulland.",
        ask: "What does the farm shop want for a sack of layers pellets?",
        value: "14.80",
      },
      {
        say: "Our neighbour Gwilym has said he'll let them out and shut them in whenever we're away.",
        ask: "Who'll look after the chickens when we're away?",
        value: "Gwilym",
      },
      {
        say: "The run is nine feet long, with the mesh buried a foot down all round against foxes.",
        ask: "How long is the run?",
        value: "nine feet",
      },
    ],
    updated: {
      say: "We're collecting seven ex-battery hens on the first Saturday of next month.",
      update: "The lady from the rescue rang: the farm had fewer birds than they expected, so we're only getting four.",
      ask: "How many chickens are we bringing home?",
      value: "seven",
      now: "four",
    },
    ancestor: [
      {
        say: "The vet who'll see poultry round here is Anwen Pryce at the Dove Valley practice.",
        ask: "Who do we take a poorly bird to?",
        value: "Anwen Pryce",
      },
      {
        say: "We're bedding the nest boxes with Aubiose hemp rather than straw.",
        ask: "What are we lining the nest boxes with?",
        value: "Aubiose",
      },
      {
        say: "The kids have already named the bossy one Duchess.",
        ask: "What's the bossy hen called?",
        value: "Duchess",
      },
    ],
    chatter: [
      "My sister kept ducks years ago and swears they were less trouble.",
      "I spent Sunday digging out the corner by the compost bins.",
      "Do hens really eat slugs, or is that a myth?",
      "The allotment man down the road says his Light Sussex laid all winter.",
      "We watched three videos about red mite last night and now I'm itching.",
      "Someone on the village Facebook page is selling a second-hand Eglu for £150.",
      "Poppy wants to sell eggs at the gate with an honesty box.",
      "The fox was on the doorbell camera at 3am on Tuesday.",
      "I've read that grit helps with the shells, so I'll need to find some.",
      "Ted from work says his girls stopped laying in the heatwave.",
      "We'll have to move the trampoline to make room.",
      "Are egg cartons recyclable, or do we keep them for the neighbours?",
      "The mud by the back gate is unbelievable after all this rain.",
      "I found a book called The Contented Hen in the charity shop for 50p.",
      "Our cat will either ignore them or be terrified, I can't decide which.",
      "The kids want to build a little ladder for the pop hole out of old fence panels.",
    ],
    absent: [
      "How much is a sack of grit?",
      "Which vet does our dog go to?",
      "How much did the hen house cost?",
      "What's our neighbour's mobile number?",
    ],
  },
  {
    name: "a mobile dog-grooming business",
    early: [
      {
        say: "Wet Nose Conversions in Swindon fitted out the van with the bath and the drying table.",
        ask: "Who kitted out my grooming van?",
        value: "Wet Nose Conversions",
      },
      {
        say: "My business insurance is with Corrigan Mutual and it covers the van's contents too.",
        ask: "Which company insures the business?",
        value: "Corrigan Mutual",
      },
      {
        say: "A full groom for a small dog is £38 and big breeds start at £55.",
        ask: "How much is a full groom on a small dog?",
        value: "38",
      },
      {
        say: "The van's tank takes 120 litres and I can wash about six dogs on that.",
        ask: "How much water can I carry?",
        value: "120 litres",
      },
      {
        say: "Clients book me through an app called PawDiary.",
        ask: "What do customers use to make appointments?",
        value: "PawDiary",
      },
    ],
    updated: {
      say: "On Mondays I start at 8:30 with Biscuit, the cockapoo in Hartley Wintney.",
      update: "Biscuit's owner texted: she's on an earlier shift now, so I'm going to her at 7:45 from now on.",
      ask: "What time is my first Monday appointment?",
      value: "8:30",
      now: "7:45",
    },
    ancestor: [
      {
        say: "My good clippers are Heiniger Saphirs I bought off a groomer who was retiring.",
        ask: "What make are my best clippers?",
        value: "Heiniger",
      },
      {
        say: "I buy my oatmeal shampoo in five-litre tubs from a supplier called Bramblecoat.",
        ask: "Who supplies my oatmeal shampoo?",
        value: "Bramblecoat",
      },
      {
        say: "The biggest dog on my books is a Newfoundland called Horace.",
        ask: "What's the name of the heaviest one I groom?",
        value: "Horace",
      },
    ],
    chatter: [
      "A spaniel shook itself all over me this morning and I smelled of wet dog all day.",
      "Do you think I should paint my prices on the side of the van?",
      "There's a grooming competition in Reading in the spring, maybe next year.",
      "The generator is so loud I'm worried people on Acacia Drive will complain.",
      "One lady wanted her poodle's ears dyed pink, which I politely declined.",
      "I got through three boxes of gloves this week.",
      "My friend Kerry runs a salon in Basingstoke and charges far more than me.",
      "Parking on some of these new estates is a nightmare.",
      "I'm thinking about a loyalty card, every tenth groom free.",
      "The nail grinder terrifies the terriers but the labradors don't care.",
      "Got a lovely review from a greyhound owner in Fleet.",
      "I need to learn how to do a proper Bedlington cut.",
      "My back aches from lifting the heavier dogs onto the table.",
      "The diesel heater packed up on the coldest day of the year.",
      "Should I offer teeth cleaning, or is that asking for trouble?",
      "A husky's undercoat filled two bin bags on Thursday.",
    ],
    absent: [
      "What make are my spare clippers?",
      "Who do I buy my flea shampoo from?",
      "What's the van's registration?",
      "How old is the Newfoundland?",
    ],
  },
  {
    name: "sharing a horse at a livery yard",
    early: [
      {
        say: "The horse I'm taking on part-loan is a grey Connemara called Murphy.",
        ask: "What's my part-loan horse called?",
        value: "Murphy",
      },
      {
        say: "He's kept at a livery yard called Oakhurst Farm near Tring.",
        ask: "Where is he stabled?",
        value: "Oakhurst Farm",
      },
      {
        say: "My half of his part-livery bill comes to £95 a week.",
        ask: "What's my weekly part-livery bill?",
        value: "95",
      },
      {
        say: "His saddle is a Wintec that came with him from his last home.",
        ask: "What make is his saddle?",
        value: "Wintec",
      },
      {
        say: "The loan agreement is for six months to begin with.",
        ask: "How long have I got him for initially?",
        value: "six months",
      },
    ],
    updated: {
      say: "His feet are done by a farrier called Rhodri Vaughan.",
      update: "The yard manager messaged: Rhodri's retired, so Lottie Breen is shoeing all the horses now.",
      ask: "Who's the farrier?",
      value: "Rhodri Vaughan",
      now: "Lottie Breen",
    },
    ancestor: [
      {
        say: "My riding instructor at the yard is Mrs Delacourt.",
        ask: "Who gives me lessons?",
        value: "Delacourt",
      },
      {
        say: "He gets a scoop of Dengie Alfa-A morning and evening.",
        ask: "What does he get morning and evening?",
        value: "Dengie",
      },
      {
        say: "His flu jab is due on 3 May.",
        ask: "When does he need his next flu vaccination?",
        value: "3 May",
      },
    ],
    chatter: [
      "I fell off at a canter on Sunday but only my pride was hurt.",
      "The yard has a Christmas party in the tack room every year.",
      "There's a girl called Saffron who keeps a huge warmblood in the next stable.",
      "Mucking out at seven in the morning in January is character-building.",
      "I've been watching videos on how to plait a mane for shows.",
      "He spooked at a plastic bag on the bridleway by the church.",
      "My jodhpurs from ten years ago still fit, just about.",
      "The arena surface turns to soup after heavy rain.",
      "Someone left the gate to the top paddock open and three ponies got out.",
      "I'd love to try a hunter trial in the autumn.",
      "The yard cat sleeps on the hay bales all day.",
      "My hands are freezing even in two pairs of gloves.",
      "He loves polo mints more than anything.",
      "A woman at the yard swears by garlic for the flies.",
      "I'm saving up for a proper body protector.",
      "The hedges along the lane have just been cut, so hacking is prickly.",
    ],
    absent: [
      "When is his tetanus jab due?",
      "How much does full livery cost a week at the yard?",
      "How many hands is the Connemara?",
      "What's the postcode of the livery yard?",
    ],
  },
  {
    name: "a dressmaking and alterations business",
    early: [
      {
        say: "I've rented a room above the dry cleaner's on Bridge Street as my workroom.",
        ask: "Where is my workroom?",
        value: "Bridge Street",
      },
      {
        say: "My industrial machine is a Juki I bought from a factory that was closing down.",
        ask: "What make is my industrial machine?",
        value: "Juki",
      },
      {
        say: "Shortening a pair of trousers costs customers £13.",
        ask: "What do customers pay to have trousers shortened?",
        value: "13",
      },
      {
        say: "I buy most of my cloth from Ashworth Textiles in Leicester.",
        ask: "Which wholesaler supplies my fabric?",
        value: "Ashworth Textiles",
      },
      {
        say: "My Etsy shop is called Seam Ripper Studio.",
        ask: "What's the name of my online store?",
        value: "Seam Ripper Studio",
      },
    ],
    updated: {
      say: "The final fitting for Chloe Marsh's wedding dress is on 14 March.",
      update: "Chloe messaged: she's away with work that week, so we've moved her fitting to 28 March.",
      ask: "When is the bride coming in for her last try-on?",
      value: "14 March",
      now: "28 March",
    },
    ancestor: [
      {
        say: "A textiles student called Imogen is helping me on Saturdays.",
        ask: "Who's helping me on Saturdays?",
        value: "Imogen",
      },
      {
        say: "The overlocker is a Janome that I've had since college.",
        ask: "What make is my overlocker?",
        value: "Janome",
      },
      {
        say: "The workroom costs me £260 a month.",
        ask: "What's the monthly rent on the room I sew in?",
        value: "260",
      },
    ],
    chatter: [
      "I pricked my thumb so many times today it looks like a pincushion.",
      "A man brought in a suit jacket from 1987 and wanted it made modern.",
      "Do you think I should offer curtain making too?",
      "The dry cleaner downstairs, Mr Patel, keeps sending customers up to me.",
      "Ivory satin shows every single mark, it's a nightmare to work with.",
      "My mum taught me to sew on an old hand-crank Singer.",
      "I've run out of invisible zips again.",
      "The heating in the workroom only works if you kick the radiator.",
      "Prom season is going to be mad this year.",
      "Someone asked if I could make a dog a bow tie.",
      "I need better lighting, my eyes are tired by four o'clock.",
      "There's a sewing bee at the library on Thursday nights.",
      "Lace is beautiful but it takes forever to pin.",
      "I should really put my prices on a board by the door.",
      "A woman came in asking whether I make christening gowns.",
      "My tape measure has stretched, so I've bought a new one.",
    ],
    absent: [
      "What make is my embroidery machine?",
      "When are the bridesmaids' fittings?",
      "How much did my industrial machine cost?",
      "What is Chloe paying for her dress?",
    ],
  },
  {
    name: "tutoring GCSE maths on the side",
    early: [
      {
        say: "My first pupil goes to Kingsmead School and sits his GCSEs next summer.",
        ask: "Which school does my first pupil attend?",
        value: "Kingsmead",
      },
      {
        say: "His maths is with the Edexcel board, higher tier.",
        ask: "Who sets his maths exams?",
        value: "Edexcel",
      },
      {
        say: "We have our lessons at his house on Pendle Close.",
        ask: "What street is his house on?",
        value: "Pendle Close",
      },
      {
        say: "I'm listed on a tutoring site called TutorNest.",
        ask: "Which website am I advertised on?",
        value: "TutorNest",
      },
      {
        say: "My DBS certificate number is 001734529.",
        ask: "What's the number on my DBS check?",
        value: "001734529",
      },
    ],
    updated: {
      say: "I charge £32 for an hour's lesson.",
      update: "I've told the families my fee goes up after Easter: it's £37 a session from then on.",
      ask: "How much am I charging per lesson?",
      value: "32",
      now: "37",
    },
    ancestor: [
      {
        say: "His mum Sunita is the one who pays me.",
        ask: "Which parent settles up with me?",
        value: "Sunita",
      },
      {
        say: "A second pupil called Hattie starts with me in January.",
        ask: "Who's the new student joining me in the new year?",
        value: "Hattie",
      },
      {
        say: "His weakest topic is simultaneous equations.",
        ask: "Which topic does my pupil find hardest?",
        value: "simultaneous equations",
      },
    ],
    chatter: [
      "I'd forgotten how much I enjoy quadratics, honestly.",
      "Past papers from 2019 are the best practice, I reckon.",
      "His little sister kept interrupting to show me her drawings.",
      "I bought a pack of whiteboard pens that were all dry.",
      "Do you think online lessons are as good as sitting in the same room?",
      "My old maths teacher, Mr Abernathy, would laugh that I'm doing this.",
      "The traffic on the ring road in the evenings is awful.",
      "I keep a folder of worksheets for every topic.",
      "Calculators have got so fancy since I was at school.",
      "I need to work out how to do my tax for this side income.",
      "He got 41 out of 80 on the last practice paper.",
      "My friend Dominic tutors physics and says it's easy money.",
      "The family's dog always sits on my feet.",
      "I'm thinking of making flashcards for the formulas he has to learn.",
      "Tea and biscuits are always waiting when I arrive, which is lovely.",
      "Some parents want weekly reports, which seems a lot of work.",
    ],
    absent: [
      "Which exam board does he take science with?",
      "What's my first-aid certificate number?",
      "What's the surname of the girl who starts with me in the new year?",
      "How much does the tutoring website charge me for my listing?",
    ],
  },
  {
    name: "a narrowboat holiday",
    early: [
      {
        say: "We've hired a narrowboat called Kingfisher's Rest for the week.",
        ask: "What's the boat we're renting called?",
        value: "Kingfisher's Rest",
      },
      {
        say: "We pick it up from the marina at Braunston.",
        ask: "Which marina do we pick it up from?",
        value: "Braunston",
      },
      {
        say: "The week's hire comes to £1,480 including fuel.",
        ask: "What's the hire costing us?",
        value: "1,480",
      },
      {
        say: "My brother-in-law Tomasz is the only one of us who's steered a boat before.",
        ask: "Which of us has any experience at the tiller?",
        value: "Tomasz",
      },
      {
        say: "Our Jack Russell Pip is coming too.",
        ask: "Which pet are we taking?",
        value: "Pip",
      },
    ],
    updated: {
      say: "On the first day we're aiming to cruise 14 miles so we can moor by the pub at Stoke Bruerne.",
      update:
        "The hire firm emailed: a lock's shut for repairs, so day one is only 9 miles now and we'll stop at Weedon.",
      ask: "How far are we going on the first day?",
      value: "14 miles",
      now: "9 miles",
    },
    ancestor: [
      {
        say: "The handover at the marina is at 2pm on the Saturday.",
        ask: "What time is the handover?",
        value: "2pm",
      },
      {
        say: "We've booked dinner on the Wednesday at the Admiral Nelson.",
        ask: "Where are we eating midweek?",
        value: "Admiral Nelson",
      },
      {
        say: "My sister Bronwen is doing the food shop for the week.",
        ask: "Who's doing the food shopping?",
        value: "Bronwen",
      },
    ],
    chatter: [
      "I've never worked a lock in my life, so this should be interesting.",
      "Apparently you're not supposed to go faster than walking pace.",
      "The kids want to feed every duck between here and Birmingham.",
      "Do we need wellies, or is that overkill in summer?",
      "I've packed three torches because I don't trust the boat's lights.",
      "There's a canal museum somewhere along the route.",
      "A friend of mine, Gareth, did the Llangollen canal last year and loved it.",
      "I hope the bed is bigger than the pictures make it look.",
      "Is there a rule about who has right of way at a bridge?",
      "We should bring board games for the evenings.",
      "The forecast says it'll be showery all week.",
      "I read that the toilet on the boat needs emptying every few days.",
      "Someone on a forum said the tunnels are pitch black and freezing.",
      "I'm going to be terrible at mooring, I can feel it.",
      "My dad says canal holidays are the slowest way to go anywhere.",
      "We'll need a windlass each, whatever that is exactly.",
    ],
    absent: [
      "What does the bike hire cost?",
      "Where are we having dinner on the Friday?",
      "How many berths does the narrowboat have?",
      "What time is our table booked for on the Wednesday?",
    ],
  },
];
