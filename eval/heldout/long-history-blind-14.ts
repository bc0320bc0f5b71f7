/**
 * Held-out long-history cases, blind set 14 (issue 36, "Long histories"). Written by a helper that
 * had read neither the engine code (nothing under lib/) nor the earlier blind sets' cases (beyond
 * the first case of -blind-13.ts) nor the other long-history case files (long-history-paraphrased.ts,
 * long-history-updates-dev.ts, long-history-train.ts). It read only: the types and the first case
 * of ../long-history-cases.ts (with the doc comment above them); ../conversation.ts, for the script
 * builder (historyScript, how chatter and the update are placed), which it read with the rest of
 * that file (the long-history loop and the `correct`/`states` checks), and `containsValue` in
 * ../../bench/kt.ts, which `states` calls; the doc comment and first case of
 * heldout/long-history-blind-13.ts (for the format and the doc-comment style); and in ../run.ts the
 * lines that import and register the blind sets and the two comments naming them. It never ran an
 * eval or put these questions to the engine. Held out: its misses are not to be read case by case,
 * and nothing is to be tuned on it.
 *
 * Six conversations (five early facts, one updated at the middle, three in the parent before the
 * branch, sixteen chatter lines each), the six updates of six kinds:
 * - a family camping weekend in the Brecon Beacons (time of day): the earliest arrival on the
 *   pitch, 3:30, becomes 1:15 (the farmer has nobody in the field the night before);
 * - physiotherapy for a knee hurt at five-a-side (street address): the clinic, at 14 Sefton Road,
 *   moves to 220 Abbey Parade (the practice relocates);
 * - Christmas dinner for the in-laws (count): the people at the table, 9, become 13 (cousins from
 *   Leeds accept);
 * - hiring a barista for a café (person's name): the new barista, Marisol, becomes Desmond (the
 *   first choice takes a university place instead);
 * - a pottery shop's online summer sale (percentage): the discount, 15%, becomes 35% (the potter
 *   wants to clear stock before autumn);
 * - a freelance illustrator's tax return (date): the meeting with the bookkeeper, 14 January,
 *   becomes 3 February (she has flu).
 *
 * Phrasing, counted with a scratch script (not committed; stop words and auxiliaries dropped, words
 * reduced by the Porter2 stemmer) over the 54 questions against their statements: 18 share no
 * content word, 18 share one, 18 share two or more. No update repeats the value it replaces, and
 * none shares a content word with its original statement or with its question. Every value occurs
 * in its own statement (or update) only, not in another statement, update, question or chatter line
 * of its conversation, and no new value contains the old one. A number that is a value is never
 * followed by a comma in its statement or update (`containsValue` would not find it there). Most
 * statements carry a second, similar detail that is never asked.
 */

import type { LongHistoryCase } from "@/eval/long-history-cases";

export const LONG_HISTORY_BLIND_14: LongHistoryCase[] = [
  {
    name: "family camping weekend",
    early: [
      {
        say: "We've booked pitch 27 at Hollybrook Farm near Brecon; last summer we went to Cwm Glas instead.",
        ask: "Which farm have we booked this time?",
        value: "Hollybrook Farm",
      },
      {
        say: "The big tent is a six-berth one borrowed from Aunt Philippa, and the stove is our own.",
        ask: "Who lent us the tent?",
        value: "Philippa",
      },
      {
        say: "The pitch costs £32 a night, and the electric hook-up is another £5.",
        ask: "What's the nightly charge for the pitch?",
        value: "32",
      },
      {
        say: "The kids want to go pony trekking with Black Mountain Trails, and I fancy a canoe trip on the Usk.",
        ask: "Which outfit are the children riding with?",
        value: "Black Mountain Trails",
      },
      {
        say: "Our dog Pickle is coming with us, but the rabbit is staying with the neighbours.",
        ask: "Which of our pets is coming?",
        value: "Pickle",
      },
    ],
    updated: {
      say: "Check-in at the campsite opens at 3:30 and we have to leave by 11 on the Sunday morning.",
      update: "Nobody's using the field before us, so the farmer phoned to say we're welcome from 1:15.",
      ask: "What time can we get onto our pitch?",
      value: "3:30",
      now: "1:15",
    },
    ancestor: [
      {
        say: "My brother Lachlan is bringing the gazebo, and his wife Rhian is sorting the barbecue.",
        ask: "Who's bringing the gazebo?",
        value: "Lachlan",
      },
      {
        say: "The nearest shop is a Spar in Talgarth, and the pub we like is the Bridge End.",
        ask: "Where's the closest place to buy milk?",
        value: "Talgarth",
      },
      {
        say: "The cool box holds 24 litres, and the water carrier takes ten.",
        ask: "How big is the cool box?",
        value: "24",
      },
    ],
    chatter: [
      "The weather forecast changes every time I look at it.",
      "Do you think we need wellies for everyone?",
      "Last time the kids found a frog in the shower block.",
      "I've made a list of 38 things to pack and I'm sure I've forgotten something.",
      "Harriet from next door says the midges are terrible in August.",
      "Should we take the bikes, or is that too much for the roof rack?",
      "I bought marshmallows, obviously.",
      "The boot is already full and we haven't packed the food yet.",
      "My phone signal vanished completely the last time we were in the Beacons.",
      "I want to climb Pen y Fan if the cloud lifts.",
      "The youngest is worried about spiders getting into the sleeping bags.",
      "We'll probably need about 6 bags of ice over the weekend.",
      "Oliver at work recommended a walk to the waterfalls.",
      "I'm going to try frying bacon on the stove for breakfast.",
      "Does anyone actually sleep well on the first night of camping?",
      "The torch batteries are dead, so that's another thing to buy.",
    ],
  },
  {
    name: "physiotherapy for a knee",
    early: [
      {
        say: "My physiotherapist is called Eamon Gallagher; the receptionist is a cheerful woman named Priya.",
        ask: "What's my physiotherapist called?",
        value: "Gallagher",
      },
      {
        say: "I hurt the knee playing five-a-side on 3 March, a week after my birthday.",
        ask: "When did I injure myself?",
        value: "3 March",
      },
      {
        say: "Each session costs £45 and the first assessment was £60.",
        ask: "How much does a session cost?",
        value: "45",
      },
      {
        say: "The exercises I do daily are wall squats; the ones I keep skipping are the lunges.",
        ask: "Which exercises do I manage every day?",
        value: "wall squats",
      },
      {
        say: "My insurer is Westbury Health, and the claim reference is WH-88213.",
        ask: "Which company is covering the bills?",
        value: "Westbury Health",
      },
    ],
    updated: {
      say: "The clinic is at 14 Sefton Road, above the optician's.",
      update: "From Monday the practice has relocated to 220 Abbey Parade, next to the library.",
      ask: "Where do I go for my appointments?",
      value: "14 Sefton Road",
      now: "220 Abbey Parade",
    },
    ancestor: [
      {
        say: "The knee brace came from a shop called StrideWell, and the ice pack from the chemist.",
        ask: "Where did I buy the brace?",
        value: "StrideWell",
      },
      {
        say: "My goal is to run a parkrun again by October; my sister thinks I'm being optimistic.",
        ask: "When do I hope to be running again?",
        value: "October",
      },
      {
        say: "Eamon says I should hold each stretch for 40 seconds and rest for twenty.",
        ask: "How long should each stretch be held?",
        value: "40",
      },
    ],
    chatter: [
      "The stairs at work are my enemy at the moment.",
      "I've been watching old matches instead of playing them.",
      "My teammate Kofi sprained his ankle the same season.",
      "Does heat or ice work better for swelling, do you think?",
      "I counted 212 steps from the bus stop to the office.",
      "The cat keeps sitting on my exercise mat.",
      "I miss Thursday nights on the pitch with the lads.",
      "A foam roller is surprisingly painful.",
      "My mum keeps telling me to take cod liver oil.",
      "I tried swimming last week and it felt fine.",
      "The league table has us in 7th place without me.",
      "I bought new trainers in the sale for 30 quid.",
      "Sleeping on my side is still uncomfortable.",
      "My doctor's surgery has a new car park, finally.",
      "I'm bored of frozen peas on my leg every evening.",
      "Maybe I should take up cycling instead.",
    ],
  },
  {
    name: "Christmas dinner for the in-laws",
    early: [
      {
        say: "The turkey is coming from Fenwick's butcher on the high street; the ham is from the supermarket.",
        ask: "Where did we order the bird from?",
        value: "Fenwick",
      },
      {
        say: "My mother-in-law, Dorothea, is vegetarian, and my father-in-law can't eat anything spicy.",
        ask: "Which guest doesn't eat meat?",
        value: "Dorothea",
      },
      {
        say: "The turkey weighs 6.5 kilos and needs about three and a half hours.",
        ask: "How heavy is the turkey?",
        value: "6.5",
      },
      {
        say: "The crackers are the gold ones from John Lewis, and the napkins are tartan.",
        ask: "Where did the crackers come from?",
        value: "John Lewis",
      },
      {
        say: "For pudding we're having sticky toffee, because nobody ever finishes the Christmas pudding.",
        ask: "Which pudding are we having?",
        value: "sticky toffee",
      },
    ],
    updated: {
      say: "There will be 9 of us round the table, counting the baby.",
      update: "Extra washing-up: the Leeds cousins accepted, so it's 13 mouths to feed in total.",
      ask: "How many people are coming for dinner?",
      value: "9",
      now: "13",
    },
    ancestor: [
      {
        say: "We're borrowing extra chairs from the church hall; the folding table is from Jim next door.",
        ask: "Who's lending us the folding table?",
        value: "Jim",
      },
      {
        say: "The main present for the in-laws is a weekend at a spa in Harrogate; the kids are giving them a calendar.",
        ask: "What are we giving my husband's parents?",
        value: "spa",
      },
      {
        say: "We need to put the bird in at 10:45 and the potatoes at two.",
        ask: "What time does the turkey go in the oven?",
        value: "10:45",
      },
    ],
    chatter: [
      "I've already wrapped most of the presents, which is a miracle.",
      "The tree is dropping needles everywhere.",
      "My husband wants to watch the football on Boxing Day, as usual.",
      "Do we really need sprouts if nobody eats them?",
      "Last year the gravy went lumpy and I've never lived it down.",
      "Our neighbour Marguerite puts up 4,000 lights every year.",
      "The kids have written their letters to Father Christmas.",
      "I still have to find a tablecloth long enough.",
      "I'm thinking of doing a Christmas Eve walk down by the canal.",
      "Should we play charades or a board game after lunch?",
      "The dishwasher has been making a strange noise.",
      "Mum's sending a box of mince pies from Dundee.",
      "I bought a new carving knife in the sale.",
      "The baby's first Christmas jumper has a reindeer on it.",
      "My brother-in-law always falls asleep by five.",
      "I've planned to do all the peeling on Christmas Eve.",
    ],
  },
  {
    name: "hiring a barista for the café",
    early: [
      {
        say: "The advert went up online, and 23 people applied through the website; another four handed in CVs at the counter.",
        ask: "How many online applicants did we get?",
        value: "23",
      },
      {
        say: "The starting wage is £12.40 an hour, plus a share of the tips.",
        ask: "What hourly rate are we offering?",
        value: "12.40",
      },
      {
        say: "Interviews are on Tuesday in the back room, while the front stays open as usual.",
        ask: "Which day are the interviews?",
        value: "Tuesday",
      },
      {
        say: "The new coffee machine is a La Marzocco, and the grinder is a Mazzer.",
        ask: "What make is the espresso machine?",
        value: "La Marzocco",
      },
      {
        say: "Our beans come from Dockside Roasters in Bristol; the milk comes from Hill Farm Dairy.",
        ask: "Who roasts our coffee?",
        value: "Dockside Roasters",
      },
    ],
    updated: {
      say: "We've offered the job to Marisol Quintero, who used to work at the Costa on Queen Street.",
      update:
        "Our first choice turned us down for a university place, so the role went to the runner-up, Desmond Okoro.",
      ask: "Who's starting as our new barista?",
      value: "Marisol",
      now: "Desmond",
    },
    ancestor: [
      {
        say: "Trial shifts are paid, two hours each, and supervised by my manager Siobhan.",
        ask: "Who's supervising the trial shifts?",
        value: "Siobhan",
      },
      {
        say: "The uniform is a green apron with our logo, and black trousers they buy themselves.",
        ask: "What do we provide for staff to wear?",
        value: "green apron",
      },
      {
        say: "Food hygiene training is online with a firm called SafeServe and takes about 90 minutes.",
        ask: "Which company runs the hygiene course?",
        value: "SafeServe",
      },
    ],
    chatter: [
      "The queue this morning went right out the door.",
      "Saturday was our busiest day since we opened, 310 covers.",
      "I've been practising latte art after closing.",
      "One applicant spelt cappuccino three different ways.",
      "The oat milk keeps running out before lunch.",
      "Should we start selling sandwiches as well as pastries?",
      "My accountant, Gerald, wants the receipts by the end of the month.",
      "The radiator in the loo is broken again.",
      "A regular called Bernadette brings us biscuits on Fridays.",
      "I'm tired of being on the till for ten hours a day.",
      "The council wants to dig up the pavement outside in spring.",
      "We sold 64 croissants before nine o'clock.",
      "I need to order more takeaway cups, the 8-ounce size.",
      "The chalkboard menu needs rewriting.",
      "Do you think people care about fancy single-origin beans?",
      "Instagram brought in a few new faces this week.",
    ],
  },
  {
    name: "pottery shop's online sale",
    early: [
      {
        say: "My shop runs on Shopify, and I pay for the Basic plan.",
        ask: "Which platform does my shop run on?",
        value: "Shopify",
      },
      {
        say: "The best-seller is the speckled blue mug, followed by the little bud vases.",
        ask: "What sells most?",
        value: "speckled blue",
      },
      {
        say: "Small parcels go out by Royal Mail, and bigger pieces by DPD.",
        ask: "Which courier takes the small parcels?",
        value: "Royal Mail",
      },
      {
        say: "The kiln was firing at 1,240 degrees for the last batch of glazes, up from 1,180 for the biscuit firing.",
        ask: "What temperature did the kiln reach for the glazes?",
        value: "1,240",
      },
      {
        say: "The photos for the listings are taken by my friend Anouk, who has a proper camera.",
        ask: "Who takes the listing photos?",
        value: "Anouk",
      },
    ],
    updated: {
      say: "The summer sale knocks 15% off everything in the shop.",
      update: "I've decided to be bolder and clear stock before autumn: the reduction will be 35%.",
      ask: "How big is the discount in the promotion?",
      value: "15%",
      now: "35%",
    },
    ancestor: [
      {
        say: "The Christmas craft market is at the Corn Exchange, and the spring one is at the Guildhall.",
        ask: "Where is the Christmas market being held?",
        value: "Corn Exchange",
      },
      {
        say: "My clay comes from Valentines in Stoke, and the glaze from a shop in Cornwall.",
        ask: "Who supplies my clay?",
        value: "Valentines",
      },
      {
        say: "Shipping is free on orders over £60; otherwise it's a flat £4.95.",
        ask: "Above what order value is postage free?",
        value: "60",
      },
    ],
    chatter: [
      "I dropped a whole tray of bowls this morning.",
      "The studio is freezing until the heater warms up.",
      "Do you think customers read product descriptions at all?",
      "A lady in Norway ordered three teapots last week.",
      "My wrists ache after a long day at the wheel.",
      "I'm experimenting with a tenmoku glaze.",
      "The cat sat in a box of packing peanuts and refused to move.",
      "Instagram reels take me ages to edit.",
      "I should really raise my prices, everyone says so.",
      "A potter I admire, Ruth Kessler, just opened a gallery.",
      "The electricity bill for the kiln is frightening.",
      "I've got 47 unanswered emails.",
      "Handles are the hardest part of a mug to get right.",
      "Someone asked if I do custom dinner sets.",
      "My website's about page still has a photo from 2019.",
      "Tuesday is my packing day, so the kitchen table disappears.",
    ],
  },
  {
    name: "freelancer's tax return",
    early: [
      {
        say: "My bookkeeper is Ingrid Lindqvist; her assistant Tomasz handles the receipts.",
        ask: "Who does my accounts?",
        value: "Lindqvist",
      },
      {
        say: "My UTR number ends in 4417 and my National Insurance number ends in 62C.",
        ask: "What are the last digits of my tax reference?",
        value: "4417",
      },
      {
        say: "Last year I earned about £38,000 from illustration and £2,500 from teaching.",
        ask: "How much did illustration earn me last year?",
        value: "38,000",
      },
      {
        say: "I claim for a home office at a flat rate of £26 a month, and for my Wacom tablet.",
        ask: "What monthly amount do I claim for working from home?",
        value: "26",
      },
      {
        say: "The payment on account goes from my Monzo business account, not the Halifax one.",
        ask: "Which bank does the payment on account come out of?",
        value: "Monzo",
      },
    ],
    updated: {
      say: "My meeting with Ingrid to go through the figures is on 14 January at her office.",
      update: "My accountant has flu, so our sit-down is rescheduled for 3 February.",
      ask: "When am I seeing the bookkeeper?",
      value: "14 January",
      now: "3 February",
    },
    ancestor: [
      {
        say: "Ingrid's fee this year is £275 and she charges extra for the student loan part.",
        ask: "How much does the bookkeeper charge?",
        value: "275",
      },
      {
        say: "I keep receipts in a shoebox, and the mileage log in a green notebook.",
        ask: "Where do I keep my receipts?",
        value: "shoebox",
      },
      {
        say: "My biggest client is Pebble & Finch Publishing, then a greetings card company in Bath.",
        ask: "Who pays me the most?",
        value: "Pebble & Finch",
      },
    ],
    chatter: [
      "I hate the sound of the word deadline.",
      "The printer ran out of ink halfway through my invoices.",
      "Do you think I should register for VAT one day?",
      "A friend, Marcus, got a fine for filing three days late.",
      "I've drunk too much coffee today.",
      "The HMRC helpline kept me on hold for 50 minutes.",
      "My studio is really just the box room.",
      "I'm trying to be better about sending invoices on time.",
      "A client in Leeds still hasn't paid me from June.",
      "Spreadsheets make my eyes glaze over.",
      "I finished a book cover with a fox on it this week.",
      "My partner says I should pay myself a salary.",
      "Should I get a separate phone for work?",
      "I found a train ticket from Brighton in my coat pocket.",
      "The cat walked across my drawing tablet and deleted a layer.",
      "Maybe next year I'll finally do it all in April.",
    ],
  },
];
