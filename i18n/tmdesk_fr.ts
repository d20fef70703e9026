<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>ActionsPanel</name>
    <message>
        <source>Awards (funded for 8, 14, 20 M€)</source>
        <translation>Récompenses (financées pour 8, 14, 20 M€)</translation>
    </message>
    <message>
        <source>Card actions</source>
        <translation>Actions des cartes</translation>
    </message>
    <message>
        <source>Discard any number of cards from your hand for 1 M€ each.</source>
        <translation>Défaussez autant de cartes de votre main que vous voulez pour 1 M€ chacune.</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fin du tour</translation>
    </message>
    <message>
        <source>End your turn after one action (Ctrl+E).</source>
        <translation>Terminez votre tour après une action (Ctrl+E).</translation>
    </message>
    <message>
        <source>Heat → temperature</source>
        <translation>Chaleur → température</translation>
    </message>
    <message>
        <source>Increase your energy production 1 step.</source>
        <translation>Augmentez votre production d&apos;énergie de 1.</translation>
    </message>
    <message>
        <source>Milestones (8 M€, 5 VP)</source>
        <translation>Objectifs (8 M€, 5 PV)</translation>
    </message>
    <message>
        <source>No card with an action in play.</source>
        <translation>Aucune carte avec une action en jeu.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Pass: take no more actions this generation (Ctrl+P).</source>
        <translation>Passer : ne plus faire d&apos;action pendant cette génération (Ctrl+P).</translation>
    </message>
    <message>
        <source>Place a city tile and increase your M€ production 1 step.</source>
        <translation>Placez une tuile cité et augmentez votre production de M€ de 1.</translation>
    </message>
    <message>
        <source>Place a greenery tile (raises oxygen).</source>
        <translation>Placez une tuile verdure (augmente l&apos;oxygène).</translation>
    </message>
    <message>
        <source>Place an ocean tile.</source>
        <translation>Placez une tuile océan.</translation>
    </message>
    <message>
        <source>Plants → greenery</source>
        <translation>Plantes → verdure</translation>
    </message>
    <message>
        <source>Plants → greenery (%1)</source>
        <translation>Plantes → verdure (%1)</translation>
    </message>
    <message>
        <source>Raise the temperature 1 step.</source>
        <translation>Augmentez la température de 1 cran.</translation>
    </message>
    <message>
        <source>Spend %1 plants to place a greenery tile (Ctrl+G).</source>
        <translation>Dépensez %1 plantes pour placer une tuile verdure (Ctrl+G).</translation>
    </message>
    <message>
        <source>Spend 8 heat to raise the temperature 1 step (Ctrl+H).</source>
        <translation>Dépensez 8 chaleur pour augmenter la température de 1 cran (Ctrl+H).</translation>
    </message>
    <message>
        <source>Standard projects</source>
        <translation>Projets standard</translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation>Vous : %1</translation>
    </message>
</context>
<context>
    <name>AutoMars</name>
    <message>
        <source>AutoMars claims the {milestone} milestone</source>
        <translation>AutoMars acquiert l&apos;objectif {milestone}</translation>
    </message>
    <message>
        <source>AutoMars discards {card} after the draft</source>
        <translation>AutoMars défausse {card} après le draft</translation>
    </message>
    <message>
        <source>AutoMars draws {card} and resolves it</source>
        <translation>AutoMars pioche {card} et la résout</translation>
    </message>
    <message>
        <source>AutoMars funds the {award} award (lead {margin})</source>
        <translation>AutoMars finance la récompense {award} (avance {margin})</translation>
    </message>
    <message>
        <source>AutoMars gains {amount} M€ ({before} → {after})</source>
        <translation>AutoMars gagne {amount} M€ ({before} → {after})</translation>
    </message>
    <message>
        <source>AutoMars gains {amount} TR ({before} → {after})</source>
        <translation>AutoMars gagne {amount} NT ({before} → {after})</translation>
    </message>
    <message>
        <source>AutoMars has no bonus card left to draw</source>
        <translation>AutoMars n&apos;a plus de carte bonus à piocher</translation>
    </message>
    <message>
        <source>AutoMars ignores the {icon} icon on {track} {position} (expansion not in play)</source>
        <translation>AutoMars ignore l&apos;icône {icon} sur {track} {position} (extension absente)</translation>
    </message>
    <message>
        <source>AutoMars ignores the {tag} tag (expansion not in play)</source>
        <translation>AutoMars ignore l&apos;indicateur {tag} (extension absente)</translation>
    </message>
    <message>
        <source>AutoMars keeps a card from its draft pile</source>
        <translation>AutoMars garde une carte de sa pile de draft</translation>
    </message>
    <message>
        <source>AutoMars loses {amount} M€ ({before} → {after})</source>
        <translation>AutoMars perd {amount} M€ ({before} → {after})</translation>
    </message>
    <message>
        <source>AutoMars passes: its action deck is empty</source>
        <translation>AutoMars passe : sa pioche d&apos;actions est vide</translation>
    </message>
    <message>
        <source>AutoMars places its Neural Instance tile on {space}</source>
        <translation>AutoMars place sa tuile Instance neuronale sur {space}</translation>
    </message>
    <message>
        <source>AutoMars places {tile} on {space}</source>
        <translation>AutoMars place {tile} sur {space}</translation>
    </message>
    <message>
        <source>AutoMars plays corporation {corporation}</source>
        <translation>AutoMars joue la corporation {corporation}</translation>
    </message>
    <message>
        <source>AutoMars raises the oxygen {before} → {after} %</source>
        <translation>AutoMars augmente l&apos;oxygène {before} → {after} %</translation>
    </message>
    <message>
        <source>AutoMars raises the temperature {before} → {after} °C</source>
        <translation>AutoMars augmente la température {before} → {after} °C</translation>
    </message>
    <message>
        <source>AutoMars reveals bonus card {card} ({name})</source>
        <translation>AutoMars révèle la carte bonus {card} ({name})</translation>
    </message>
    <message>
        <source>AutoMars reveals {card} (cost {cost}) to choose among {count} tied spaces: {space}</source>
        <translation>AutoMars révèle {card} (coût {cost}) pour choisir entre {count} cases à égalité : {space}</translation>
    </message>
    <message>
        <source>AutoMars reveals {card}: tags {tags}</source>
        <translation>AutoMars révèle {card} : indicateurs {tags}</translation>
    </message>
    <message>
        <source>AutoMars scores {total} VP</source>
        <translation>AutoMars marque {total} PV</translation>
    </message>
    <message>
        <source>AutoMars shuffles its action deck: {projects} project cards and {bonus} bonus card</source>
        <translation>AutoMars mélange sa pioche d&apos;actions : {projects} cartes projet et {bonus} carte bonus</translation>
    </message>
    <message>
        <source>AutoMars shuffles its {count} discarded bonus cards into a new bonus deck</source>
        <translation>AutoMars mélange ses {count} cartes bonus défaussées pour former une nouvelle pioche bonus</translation>
    </message>
    <message>
        <source>AutoMars still had {count} cards in its action deck; they are shuffled in</source>
        <translation>AutoMars avait encore {count} cartes dans sa pioche d&apos;actions ; elles sont mélangées avec les autres</translation>
    </message>
    <message>
        <source>AutoMars takes a Failed Action ({reason}): +{amount} M€</source>
        <translation>AutoMars fait une action ratée ({reason}) : +{amount} M€</translation>
    </message>
    <message>
        <source>AutoMars takes its turn ({cards} cards left in its action deck)</source>
        <translation>AutoMars joue son tour ({cards} cartes restantes dans sa pioche d&apos;actions)</translation>
    </message>
    <message>
        <source>AutoMars&apos;s {track} track moves back {before} → {after} ({resource} production decrease)</source>
        <translation>La piste {track} d&apos;AutoMars recule {before} → {after} (baisse de production : {resource})</translation>
    </message>
    <message>
        <source>AutoMars: {track} track {before} → {after}</source>
        <translation>AutoMars : piste {track} {before} → {after}</translation>
    </message>
    <message>
        <source>AutoMars: {track} {position} shows {icon}</source>
        <translation>AutoMars : {track} {position} montre {icon}</translation>
    </message>
    <message>
        <source>AutoMars: {track} {position} was already reached before; its icon is not used again</source>
        <translation>AutoMars : {track} {position} avait déjà été atteint ; son icône ne sert pas une deuxième fois</translation>
    </message>
    <message>
        <source>Bonus card {card} goes to the bonus discard pile</source>
        <translation>La carte bonus {card} va dans la défausse des cartes bonus</translation>
    </message>
    <message>
        <source>Bonus card {card} is destroyed</source>
        <translation>La carte bonus {card} est détruite</translation>
    </message>
    <message>
        <source>Corporate Competition: AutoMars improves its {award} standing (margin {margin})</source>
        <translation>Compétition corporative : AutoMars améliore sa position pour {award} (marge {margin})</translation>
    </message>
    <message>
        <source>Easy: AutoMars ignores the Advance Counter icon on {track} {position}</source>
        <translation>Facile : AutoMars ignore l&apos;icône Avancer le compteur sur {track} {position}</translation>
    </message>
    <message>
        <source>Final greenery: AutoMars&apos;s {track} track reaches a greenery</source>
        <translation>Verdure finale : la piste {track} d&apos;AutoMars atteint une verdure</translation>
    </message>
    <message>
        <source>Generation {generation} reached: AutoMars wins</source>
        <translation>Génération {generation} atteinte : AutoMars gagne</translation>
    </message>
    <message>
        <source>Hard: AutoMars pays 8 M€ to claim the {milestone} milestone</source>
        <translation>Difficile : AutoMars paie 8 M€ pour acquérir l&apos;objectif {milestone}</translation>
    </message>
    <message>
        <source>Invasive Species: you remove your most valuable animal or microbe, if you can</source>
        <translation>Espèces invasives : vous retirez votre animal ou microbe le plus précieux, si possible</translation>
    </message>
    <message>
        <source>Meteor Shower: you lose {amount} plants</source>
        <translation>Pluie de météores : vous perdez {amount} plantes</translation>
    </message>
    <message>
        <source>Meteor Shower: your plants are protected</source>
        <translation>Pluie de météores : vos plantes sont protégées</translation>
    </message>
    <message>
        <source>No project card is left for AutoMars to draw</source>
        <translation>Il ne reste aucune carte projet à piocher pour AutoMars</translation>
    </message>
    <message>
        <source>Oxygen bonus at 8 %: AutoMars raises the temperature</source>
        <translation>Bonus d&apos;oxygène à 8 % : AutoMars augmente la température</translation>
    </message>
    <message>
        <source>Oxygen is already at its maximum: no oxygen step, no TR</source>
        <translation>L&apos;oxygène est déjà au maximum : ni cran d&apos;oxygène, ni NT</translation>
    </message>
    <message>
        <source>Placement bonus on {space}: {oceans} adjacent oceans, {icons} bonus icons → {amount} M€</source>
        <translation>Bonus de placement sur {space} : {oceans} océans adjacents, {icons} icônes bonus → {amount} M€</translation>
    </message>
    <message>
        <source>Temperature bonus at 0 °C: AutoMars places an ocean</source>
        <translation>Bonus de température à 0 °C : AutoMars place un océan</translation>
    </message>
    <message>
        <source>Temperature bonus at {temperature} °C: AutoMars gains 2 M€</source>
        <translation>Bonus de température à {temperature} °C : AutoMars gagne 2 M€</translation>
    </message>
    <message>
        <source>The project deck is empty: AutoMars picks {space} at random among {count} tied spaces</source>
        <translation>La pioche projets est vide : AutoMars choisit {space} au hasard entre {count} cases à égalité</translation>
    </message>
    <message>
        <source>Wild tag: AutoMars advances its least advanced track, {track}</source>
        <translation>Indicateur joker : AutoMars avance sa piste la moins avancée, {track}</translation>
    </message>
    <message>
        <source>You remove {amount} M€ from AutoMars (as {resource})</source>
        <translation>Vous retirez {amount} M€ à AutoMars (en guise de {resource})</translation>
    </message>
    <message>
        <source>You steal {amount} M€ from AutoMars (as {resource})</source>
        <translation>Vous volez {amount} M€ à AutoMars (en guise de {resource})</translation>
    </message>
    <message>
        <source>all oceans are placed</source>
        <translation>tous les océans sont placés</translation>
    </message>
    <message>
        <source>no award can be funded</source>
        <translation>aucune récompense ne peut être financée</translation>
    </message>
    <message>
        <source>no legal city space</source>
        <translation>aucune case autorisée pour une cité</translation>
    </message>
    <message>
        <source>no legal greenery space</source>
        <translation>aucune case autorisée pour une verdure</translation>
    </message>
    <message>
        <source>no milestone can be claimed</source>
        <translation>aucun objectif ne peut être acquis</translation>
    </message>
    <message>
        <source>the card has no tag</source>
        <translation>la carte n&apos;a pas d&apos;indicateur</translation>
    </message>
    <message>
        <source>the temperature is at its maximum</source>
        <translation>la température est au maximum</translation>
    </message>
    <message>
        <source>the track is at its end</source>
        <translation>la piste est au bout</translation>
    </message>
    <message>
        <source>{card} goes to AutoMars&apos;s played pile</source>
        <translation>{card} va dans la pile des cartes jouées d&apos;AutoMars</translation>
    </message>
    <message>
        <source>{card} has no effect</source>
        <translation>{card} n&apos;a aucun effet</translation>
    </message>
    <message>
        <source>{card}: option ({option})</source>
        <translation>{card} : option ({option})</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars gains {amount} M€ for {card}</source>
        <translation>{corporation} : AutoMars gagne {amount} M€ pour {card}</translation>
    </message>
</context>
<context>
    <name>AutoMarsBoard</name>
    <message>
        <source>Action deck: %1 cards · bonus deck: %2 · destroyed bonus cards: %3</source>
        <translation>Pioche d&apos;actions : %1 cartes · pioche bonus : %2 · cartes bonus détruites : %3</translation>
    </message>
    <message>
        <source>AutoMars</source>
        <translation>AutoMars</translation>
    </message>
    <message>
        <source>Open AutoMars&apos;s seven tracks at full size; hover a space to see what it does</source>
        <translation>Ouvre les sept pistes d&apos;AutoMars en grand ; survolez une case pour voir ce qu&apos;elle fait</translation>
    </message>
    <message>
        <source>Show AutoMars&apos;s board</source>
        <translation>Voir le plateau d&apos;AutoMars</translation>
    </message>
    <message>
        <source>Show the rest of AutoMars&apos;s turn at once</source>
        <translation>Montrer d&apos;un coup la fin du tour d&apos;AutoMars</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>TR %1 · %2 M€</source>
        <translation>NT %1 · %2 M€</translation>
    </message>
    <message>
        <source>Venus icon (not used in the base game)</source>
        <translation>Icône Vénus (non utilisée dans le jeu de base)</translation>
    </message>
    <message>
        <source>Waiting for your move.</source>
        <translation>En attente de votre coup.</translation>
    </message>
    <message>
        <source>advances the %1 counter</source>
        <translation>avance le marqueur %1</translation>
    </message>
    <message>
        <source>advances this counter once more</source>
        <translation>avance encore ce marqueur d&apos;une case</translation>
    </message>
    <message>
        <source>claims a milestone</source>
        <translation>revendique un objectif</translation>
    </message>
    <message>
        <source>funds an award</source>
        <translation>finance une récompense</translation>
    </message>
    <message>
        <source>gains %1 TR</source>
        <translation>gagne %1 NT</translation>
    </message>
    <message>
        <source>no icon</source>
        <translation>aucune icône</translation>
    </message>
    <message>
        <source>places a city</source>
        <translation>place une cité</translation>
    </message>
    <message>
        <source>places a greenery and raises the oxygen</source>
        <translation>place une verdure et augmente l&apos;oxygène</translation>
    </message>
    <message>
        <source>places an ocean</source>
        <translation>place un océan</translation>
    </message>
    <message>
        <source>raises the temperature %1 step(s)</source>
        <translation>augmente la température de %1 cran(s)</translation>
    </message>
</context>
<context>
    <name>AutoMarsBonus</name>
    <message>
        <source>Corporate Competition</source>
        <translation>Compétition corporative</translation>
    </message>
    <message>
        <source>Expedited Construction</source>
        <translation>Construction accélérée</translation>
    </message>
    <message>
        <source>Invasive Species</source>
        <translation>Espèces invasives</translation>
    </message>
    <message>
        <source>Lobbyists</source>
        <translation>Lobbyistes</translation>
    </message>
    <message>
        <source>Local Neural Instance</source>
        <translation>Instance neuronale locale</translation>
    </message>
    <message>
        <source>Meteor Shower</source>
        <translation>Pluie de météores</translation>
    </message>
    <message>
        <source>Overachievement</source>
        <translation>Dépassement</translation>
    </message>
    <message>
        <source>Research and Development</source>
        <translation>Recherche et développement</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1 of 9 oceans are on Mars.</source>
        <translation>%1 océans sur 9 sont sur Mars.</translation>
    </message>
    <message>
        <source>+%1 M€ (%2 adjacent oceans)</source>
        <translation>+%1 M€ (%2 océans adjacents)</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Génération</translation>
    </message>
    <message>
        <source>Generation %1</source>
        <translation>Génération %1</translation>
    </message>
    <message>
        <source>Land</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>Oceans left</source>
        <translation>Océans restants</translation>
    </message>
    <message>
        <source>Oxygen</source>
        <translation>Oxygène</translation>
    </message>
    <message>
        <source>Oxygen: %1 % (goal 14 %). Raising it to 8 % also raises the temperature.</source>
        <translation>Oxygène : %1 % (objectif 14 %). L&apos;augmenter à 8 % augmente aussi la température.</translation>
    </message>
    <message>
        <source>Place here: %1</source>
        <translation>Placer ici : %1</translation>
    </message>
    <message>
        <source>Reserved area</source>
        <translation>Zone réservée</translation>
    </message>
    <message>
        <source>Reserved for oceans</source>
        <translation>Réservée aux océans</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Température</translation>
    </message>
    <message>
        <source>Temperature: %1 °C (goal 8 °C). Raising it past -24 and -20 °C gives 1 heat production; past 0 °C, an ocean.</source>
        <translation>Température : %1 °C (objectif 8 °C). Dépasser -24 et -20 °C donne 1 production de chaleur ; dépasser 0 °C, un océan.</translation>
    </message>
    <message>
        <source>Terraform rating</source>
        <translation>Niveau de Terraformation</translation>
    </message>
    <message>
        <source>bonus: %1</source>
        <translation>bonus : %1</translation>
    </message>
    <message>
        <source>no bonus</source>
        <translation>aucun bonus</translation>
    </message>
    <message>
        <source>not a legal space for this tile</source>
        <translation>case non autorisée pour cette tuile</translation>
    </message>
</context>
<context>
    <name>Bots</name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>%1 cities in play</source>
        <translation>%1 cités en jeu</translation>
    </message>
    <message>
        <source>%1 oceans</source>
        <translation>%1 océans</translation>
    </message>
    <message>
        <source>%1 own greeneries</source>
        <translation>%1 verdures à vous</translation>
    </message>
    <message>
        <source>%1 production ≥ %2</source>
        <translation>production (%1) ≥ %2</translation>
    </message>
    <message>
        <source>%1 × %2 tag</source>
        <translation>%1 × indicateur %2</translation>
    </message>
    <message>
        <source>oxygen ≤ %1 %</source>
        <translation>oxygène ≤ %1 %</translation>
    </message>
    <message>
        <source>oxygen ≥ %1 %</source>
        <translation>oxygène ≥ %1 %</translation>
    </message>
    <message>
        <source>≤ %1 oceans</source>
        <translation>≤ %1 océans</translation>
    </message>
    <message>
        <source>≤ %1 °C</source>
        <translation>≤ %1 °C</translation>
    </message>
    <message>
        <source>≥ %1 °C</source>
        <translation>≥ %1 °C</translation>
    </message>
</context>
<context>
    <name>CardName</name>
    <message>
        <source>AI Central</source>
        <translation>IA Centrale</translation>
    </message>
    <message>
        <source>Acquired Company</source>
        <translation>Achat d&apos;une Société</translation>
    </message>
    <message>
        <source>Adaptation Technology</source>
        <translation>Technologie d&apos;Adaptation</translation>
    </message>
    <message>
        <source>Adapted Lichen</source>
        <translation>Lichens Acclimatés</translation>
    </message>
    <message>
        <source>Advanced Alloys</source>
        <translation>Alliages Avancés</translation>
    </message>
    <message>
        <source>Advanced Ecosystems</source>
        <translation>Écosystèmes Avancés</translation>
    </message>
    <message>
        <source>Aerobraked Ammonia Asteroid</source>
        <translation>Astéroïde d&apos;Ammoniaque</translation>
    </message>
    <message>
        <source>Algae</source>
        <translation>Algues</translation>
    </message>
    <message>
        <source>Anti-Gravity Technology</source>
        <translation>Technologie Anti-Gravité</translation>
    </message>
    <message>
        <source>Ants</source>
        <translation>Fourmis</translation>
    </message>
    <message>
        <source>Aquifer Pumping</source>
        <translation>Pompage de l&apos;Aquifère</translation>
    </message>
    <message>
        <source>ArchaeBacteria</source>
        <translation>Archéobactéries</translation>
    </message>
    <message>
        <source>Arctic Algae</source>
        <translation>Algue Arctique</translation>
    </message>
    <message>
        <source>Artificial Lake</source>
        <translation>Lac Artificiel</translation>
    </message>
    <message>
        <source>Artificial Photosynthesis</source>
        <translation>Photosynthèse Artificielle</translation>
    </message>
    <message>
        <source>Asteroid</source>
        <translation>Astéroïde</translation>
    </message>
    <message>
        <source>Asteroid Mining</source>
        <translation>Astéroïdes Miniers</translation>
    </message>
    <message>
        <source>Asteroid Mining Consortium</source>
        <translation>Consortium Minier</translation>
    </message>
    <message>
        <source>Beam From A Thorium Asteroid</source>
        <translation>Générateur à Thorium</translation>
    </message>
    <message>
        <source>Beginner Corporation</source>
        <translation>Jeune Corporation</translation>
    </message>
    <message>
        <source>Big Asteroid</source>
        <translation>Astéroïde Géant</translation>
    </message>
    <message>
        <source>Biomass Combustors</source>
        <translation>Combustion de Biomasse</translation>
    </message>
    <message>
        <source>Birds</source>
        <translation>Oiseaux</translation>
    </message>
    <message>
        <source>Black Polar Dust</source>
        <translation>Poussière Noire Polaire</translation>
    </message>
    <message>
        <source>Breathing Filters</source>
        <translation>Masques Respiratoires</translation>
    </message>
    <message>
        <source>Bribed Committee</source>
        <translation>Comité Corrompu</translation>
    </message>
    <message>
        <source>Building Industries</source>
        <translation>Industries de Construction</translation>
    </message>
    <message>
        <source>Bushes</source>
        <translation>Buissons</translation>
    </message>
    <message>
        <source>Business Contacts</source>
        <translation>Contacts Professionnels</translation>
    </message>
    <message>
        <source>Business Network</source>
        <translation>Réseau Professionnel</translation>
    </message>
    <message>
        <source>CEO&apos;s Favorite Project</source>
        <translation>Projet Favori du PDG</translation>
    </message>
    <message>
        <source>Callisto Penal Mines</source>
        <translation>Pénitencier Minier de Callisto</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Capitale</translation>
    </message>
    <message>
        <source>Carbonate Processing</source>
        <translation>Carbonatation</translation>
    </message>
    <message>
        <source>Caretaker Contract</source>
        <translation>Unité de Veille</translation>
    </message>
    <message>
        <source>Cartel</source>
        <translation>Cartel</translation>
    </message>
    <message>
        <source>Cloud Seeding</source>
        <translation>Ensemencement de Nuages</translation>
    </message>
    <message>
        <source>Colonizer Training Camp</source>
        <translation>Camp d&apos;Entraînement</translation>
    </message>
    <message>
        <source>Comet</source>
        <translation>Comète</translation>
    </message>
    <message>
        <source>Commercial District</source>
        <translation>Quartier Commercial</translation>
    </message>
    <message>
        <source>Convoy From Europa</source>
        <translation>Convoi depuis Europe</translation>
    </message>
    <message>
        <source>Corporate Stronghold</source>
        <translation>Bastion de la Corpo.</translation>
    </message>
    <message>
        <source>CrediCor</source>
        <translation>CrediCor</translation>
    </message>
    <message>
        <source>Cupola City</source>
        <translation>Cité de la Coupole</translation>
    </message>
    <message>
        <source>Decomposers</source>
        <translation>Agents de décomposition</translation>
    </message>
    <message>
        <source>Deep Well Heating</source>
        <translation>Chauffage Géothermique</translation>
    </message>
    <message>
        <source>Deimos Down</source>
        <translation>Destruction de Deimos</translation>
    </message>
    <message>
        <source>Designed Microorganisms</source>
        <translation>Microorganismes Optimisés</translation>
    </message>
    <message>
        <source>Development Center</source>
        <translation>Centre de Développement</translation>
    </message>
    <message>
        <source>Domed Crater</source>
        <translation>Cratère Couvert</translation>
    </message>
    <message>
        <source>Dust Seals</source>
        <translation>Joints Anti-Poussière</translation>
    </message>
    <message>
        <source>Earth Catapult</source>
        <translation>Catapulte Terrestre</translation>
    </message>
    <message>
        <source>Earth Office</source>
        <translation>Bureau sur Terre</translation>
    </message>
    <message>
        <source>Ecoline</source>
        <translation>EcoLine</translation>
    </message>
    <message>
        <source>Ecological Zone</source>
        <translation>Zone Écologique</translation>
    </message>
    <message>
        <source>Electro Catapult</source>
        <translation>Catapulte Électromagnétique</translation>
    </message>
    <message>
        <source>Energy Saving</source>
        <translation>Économies d&apos;Énergie</translation>
    </message>
    <message>
        <source>Energy Tapping</source>
        <translation>Vol d&apos;Énergie</translation>
    </message>
    <message>
        <source>Eos Chasma National Park</source>
        <translation>Réserve du Chasma d&apos;Eos</translation>
    </message>
    <message>
        <source>Equatorial Magnetizer</source>
        <translation>Magnétisation Équatoriale</translation>
    </message>
    <message>
        <source>Extreme-Cold Fungus</source>
        <translation>Moisissures Extrêmes</translation>
    </message>
    <message>
        <source>Farming</source>
        <translation>Agriculture</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>Poisson</translation>
    </message>
    <message>
        <source>Flooding</source>
        <translation>Inondation</translation>
    </message>
    <message>
        <source>Food Factory</source>
        <translation>Usine Alimentaire</translation>
    </message>
    <message>
        <source>Fuel Factory</source>
        <translation>Usine de Carburant</translation>
    </message>
    <message>
        <source>Fueled Generators</source>
        <translation>Groupes Électrogènes</translation>
    </message>
    <message>
        <source>Fusion Power</source>
        <translation>Énergie de Fusion</translation>
    </message>
    <message>
        <source>GHG Factories</source>
        <translation>Usines de GES</translation>
    </message>
    <message>
        <source>GHG Producing Bacteria</source>
        <translation>Bactéries Productrices de GES</translation>
    </message>
    <message>
        <source>Ganymede Colony</source>
        <translation>Colonie de Ganymède</translation>
    </message>
    <message>
        <source>Gene Repair</source>
        <translation>Réparation Génétique</translation>
    </message>
    <message>
        <source>Geothermal Power</source>
        <translation>Énergie Géothermique</translation>
    </message>
    <message>
        <source>Giant Ice Asteroid</source>
        <translation>Astéroïde de Glace Géant</translation>
    </message>
    <message>
        <source>Giant Space Mirror</source>
        <translation>Miroir Spatial Géant</translation>
    </message>
    <message>
        <source>Grass</source>
        <translation>Herbe</translation>
    </message>
    <message>
        <source>Great Dam</source>
        <translation>Grand Barrage</translation>
    </message>
    <message>
        <source>Great Escarpment Consortium</source>
        <translation>Consortium du Grand Escarpement</translation>
    </message>
    <message>
        <source>Greenhouses</source>
        <translation>Serres</translation>
    </message>
    <message>
        <source>Hackers</source>
        <translation>Pirate Informatique</translation>
    </message>
    <message>
        <source>Heat Trappers</source>
        <translation>Pièges à Chaleur</translation>
    </message>
    <message>
        <source>Heather</source>
        <translation>Bruyère</translation>
    </message>
    <message>
        <source>Helion</source>
        <translation>Helion</translation>
    </message>
    <message>
        <source>Herbivores</source>
        <translation>Herbivores</translation>
    </message>
    <message>
        <source>Hired Raiders</source>
        <translation>Braqueurs Mercenaires</translation>
    </message>
    <message>
        <source>Ice Asteroid</source>
        <translation>Astéroïde de Glace</translation>
    </message>
    <message>
        <source>Ice Cap Melting</source>
        <translation>Fusion de la Calotte Glaciaire</translation>
    </message>
    <message>
        <source>Immigrant City</source>
        <translation>Cité des Immigrants</translation>
    </message>
    <message>
        <source>Immigration Shuttles</source>
        <translation>Navettes d&apos;Immigration</translation>
    </message>
    <message>
        <source>Import of Advanced GHG</source>
        <translation>Importation de GES Avancés</translation>
    </message>
    <message>
        <source>Imported GHG</source>
        <translation>Importation de GES</translation>
    </message>
    <message>
        <source>Imported Hydrogen</source>
        <translation>Hydrogène Importé</translation>
    </message>
    <message>
        <source>Imported Nitrogen</source>
        <translation>Azote Importé</translation>
    </message>
    <message>
        <source>Indentured Workers</source>
        <translation>Ouvriers en Contrat d&apos;Apprentissage</translation>
    </message>
    <message>
        <source>Industrial Center</source>
        <translation>Centre Industriel</translation>
    </message>
    <message>
        <source>Industrial Microbes</source>
        <translation>Microbes Industriels</translation>
    </message>
    <message>
        <source>Insects</source>
        <translation>Insectes</translation>
    </message>
    <message>
        <source>Insulation</source>
        <translation>Isolation</translation>
    </message>
    <message>
        <source>Interplanetary Cinematics</source>
        <translation>Cinématiques Interplanétaires</translation>
    </message>
    <message>
        <source>Interstellar Colony Ship</source>
        <translation>Colonie Interstellaire</translation>
    </message>
    <message>
        <source>Invention Contest</source>
        <translation>Concours d&apos;Inventions</translation>
    </message>
    <message>
        <source>Inventors&apos; Guild</source>
        <translation>Guilde des inventeurs</translation>
    </message>
    <message>
        <source>Inventrix</source>
        <translation>Inventrix</translation>
    </message>
    <message>
        <source>Investment Loan</source>
        <translation>Prêt d&apos;Investissement</translation>
    </message>
    <message>
        <source>Io Mining Industries</source>
        <translation>Industries minières sur Io</translation>
    </message>
    <message>
        <source>Ironworks</source>
        <translation>Usine Sidérurgique</translation>
    </message>
    <message>
        <source>Kelp Farming</source>
        <translation>Culture du Varech</translation>
    </message>
    <message>
        <source>Lagrange Observatory</source>
        <translation>Observatoire Lagrange</translation>
    </message>
    <message>
        <source>Lake Marineris</source>
        <translation>Lac Marineris</translation>
    </message>
    <message>
        <source>Land Claim</source>
        <translation>Revendication du terrain</translation>
    </message>
    <message>
        <source>Large Convoy</source>
        <translation>Grand Convoi</translation>
    </message>
    <message>
        <source>Lava Flows</source>
        <translation>Fleuves de Lave</translation>
    </message>
    <message>
        <source>Lichen</source>
        <translation>Lichen</translation>
    </message>
    <message>
        <source>Lightning Harvest</source>
        <translation>Récolte de la Foudre</translation>
    </message>
    <message>
        <source>Livestock</source>
        <translation>Bétail</translation>
    </message>
    <message>
        <source>Local Heat Trapping</source>
        <translation>Pièges à Chaleur</translation>
    </message>
    <message>
        <source>Lunar Beam</source>
        <translation>Faisceau Lunaire</translation>
    </message>
    <message>
        <source>Magnetic Field Dome</source>
        <translation>Dôme de Champ Magnétique</translation>
    </message>
    <message>
        <source>Magnetic Field Generators</source>
        <translation>Générateurs de Champ Magnétique</translation>
    </message>
    <message>
        <source>Mangrove</source>
        <translation>Mangrove</translation>
    </message>
    <message>
        <source>Mars University</source>
        <translation>Université de Mars</translation>
    </message>
    <message>
        <source>Martian Rails</source>
        <translation>Réseau Ferré Martien</translation>
    </message>
    <message>
        <source>Mass Converter</source>
        <translation>Convertisseur de Masse</translation>
    </message>
    <message>
        <source>Media Archives</source>
        <translation>Médiathèque</translation>
    </message>
    <message>
        <source>Media Group</source>
        <translation>Groupe Média</translation>
    </message>
    <message>
        <source>Medical Lab</source>
        <translation>Laboratoire Médical</translation>
    </message>
    <message>
        <source>Methane From Titan</source>
        <translation>Méthane de Titan</translation>
    </message>
    <message>
        <source>Micro-Mills</source>
        <translation>Micro-Girouettes</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Mine</translation>
    </message>
    <message>
        <source>Mineral Deposit</source>
        <translation>Dépôt de Minerai</translation>
    </message>
    <message>
        <source>Mining Area</source>
        <translation>Carrière</translation>
    </message>
    <message>
        <source>Mining Expedition</source>
        <translation>Expédition Minière</translation>
    </message>
    <message>
        <source>Mining Guild</source>
        <translation>Mining Guild</translation>
    </message>
    <message>
        <source>Mining Rights</source>
        <translation>Droits Miniers</translation>
    </message>
    <message>
        <source>Miranda Resort</source>
        <translation>Complexe de Miranda</translation>
    </message>
    <message>
        <source>Mohole Area</source>
        <translation>Zone de Mohole</translation>
    </message>
    <message>
        <source>Moss</source>
        <translation>Mousses</translation>
    </message>
    <message>
        <source>Natural Preserve</source>
        <translation>Préservation de la Nature</translation>
    </message>
    <message>
        <source>Nitrite Reducing Bacteria</source>
        <translation>Bactéries Dénitrifiantes</translation>
    </message>
    <message>
        <source>Nitrogen-Rich Asteroid</source>
        <translation>Astéroïde Riche en Azote</translation>
    </message>
    <message>
        <source>Nitrophilic Moss</source>
        <translation>Mousses Nitrophiles</translation>
    </message>
    <message>
        <source>Noctis City</source>
        <translation>Noctis Ville</translation>
    </message>
    <message>
        <source>Noctis Farming</source>
        <translation>Ferme de Noctis</translation>
    </message>
    <message>
        <source>Nuclear Power</source>
        <translation>Énergie Nucléaire</translation>
    </message>
    <message>
        <source>Nuclear Zone</source>
        <translation>Zone Nucléaire</translation>
    </message>
    <message>
        <source>Olympus Conference</source>
        <translation>Conférence d&apos;Olympus</translation>
    </message>
    <message>
        <source>Open City</source>
        <translation>Ville Ouverte</translation>
    </message>
    <message>
        <source>Optimal Aerobraking</source>
        <translation>Freinage Aérodynamique</translation>
    </message>
    <message>
        <source>Ore Processor</source>
        <translation>Transformateur de Minerai</translation>
    </message>
    <message>
        <source>Permafrost Extraction</source>
        <translation>Extraction du Pergélisol</translation>
    </message>
    <message>
        <source>Peroxide Power</source>
        <translation>Centrale au Peroxyde</translation>
    </message>
    <message>
        <source>Pets</source>
        <translation>Animaux Domestiques</translation>
    </message>
    <message>
        <source>PhoboLog</source>
        <translation>PhoboLog</translation>
    </message>
    <message>
        <source>Phobos Space Haven</source>
        <translation>Refuge Spatial de Phobos</translation>
    </message>
    <message>
        <source>Physics Complex</source>
        <translation>Complexe Physique</translation>
    </message>
    <message>
        <source>Plantation</source>
        <translation>Plantation</translation>
    </message>
    <message>
        <source>Power Grid</source>
        <translation>Réseau Électrique</translation>
    </message>
    <message>
        <source>Power Infrastructure</source>
        <translation>Infrastructure Électrique</translation>
    </message>
    <message>
        <source>Power Plant</source>
        <translation>Centrale</translation>
    </message>
    <message>
        <source>Power Supply Consortium</source>
        <translation>Consortium pour l&apos;Énergie</translation>
    </message>
    <message>
        <source>Predators</source>
        <translation>Prédateurs</translation>
    </message>
    <message>
        <source>Protected Habitats</source>
        <translation>Habitats Protégés</translation>
    </message>
    <message>
        <source>Protected Valley</source>
        <translation>Vallée Protégée</translation>
    </message>
    <message>
        <source>Quantum Extractor</source>
        <translation>Extracteur Quantique</translation>
    </message>
    <message>
        <source>Rad-Chem Factory</source>
        <translation>Usine Radio-Chimique</translation>
    </message>
    <message>
        <source>Rad-Suits</source>
        <translation>Combinaison Anti-Radiation</translation>
    </message>
    <message>
        <source>Regolith Eaters</source>
        <translation>Régolithophages</translation>
    </message>
    <message>
        <source>Release of Inert Gases</source>
        <translation>Libération de Gaz Inertes</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>Recherche</translation>
    </message>
    <message>
        <source>Research Outpost</source>
        <translation>Poste de Recherche</translation>
    </message>
    <message>
        <source>Restricted Area</source>
        <translation>Zone Interdite</translation>
    </message>
    <message>
        <source>Robotic Workforce</source>
        <translation>Main d&apos;Œuvre Robotique</translation>
    </message>
    <message>
        <source>Rover Construction</source>
        <translation>Construction d&apos;un Rover</translation>
    </message>
    <message>
        <source>Sabotage</source>
        <translation>Sabotage</translation>
    </message>
    <message>
        <source>Satellites</source>
        <translation>Satellites</translation>
    </message>
    <message>
        <source>Saturn Systems</source>
        <translation>Saturn Systems</translation>
    </message>
    <message>
        <source>Search For Life</source>
        <translation>Traces de Vie</translation>
    </message>
    <message>
        <source>Security Fleet</source>
        <translation>Flotte de Sûreté</translation>
    </message>
    <message>
        <source>Shuttles</source>
        <translation>Navettes</translation>
    </message>
    <message>
        <source>Small Animals</source>
        <translation>Petits Animaux</translation>
    </message>
    <message>
        <source>Soil Factory</source>
        <translation>Usine des Sols</translation>
    </message>
    <message>
        <source>Solar Power</source>
        <translation>Énergie Solaire</translation>
    </message>
    <message>
        <source>Solar Wind Power</source>
        <translation>Énergie des Vents Solaires</translation>
    </message>
    <message>
        <source>Soletta</source>
        <translation>Soletta</translation>
    </message>
    <message>
        <source>Space Elevator</source>
        <translation>Ascenseur Spatial</translation>
    </message>
    <message>
        <source>Space Mirrors</source>
        <translation>Miroirs Spatiaux</translation>
    </message>
    <message>
        <source>Space Station</source>
        <translation>Station Spatiale</translation>
    </message>
    <message>
        <source>Special Design</source>
        <translation>Conception Spéciale</translation>
    </message>
    <message>
        <source>Sponsors</source>
        <translation>Sponsors</translation>
    </message>
    <message>
        <source>Standard Technology</source>
        <translation>Technologie Standard</translation>
    </message>
    <message>
        <source>Steelworks</source>
        <translation>Aciéries</translation>
    </message>
    <message>
        <source>Strip Mine</source>
        <translation>Mine à Ciel Ouvert</translation>
    </message>
    <message>
        <source>Subterranean Reservoir</source>
        <translation>Réservoir Souterrain</translation>
    </message>
    <message>
        <source>Symbiotic Fungus</source>
        <translation>Moisissures Symbiotiques</translation>
    </message>
    <message>
        <source>Tardigrades</source>
        <translation>Tardigrades</translation>
    </message>
    <message>
        <source>Technology Demonstration</source>
        <translation>Démonstration Technologique</translation>
    </message>
    <message>
        <source>Tectonic Stress Power</source>
        <translation>Énergie Tectonique</translation>
    </message>
    <message>
        <source>Teractor</source>
        <translation>Teractor</translation>
    </message>
    <message>
        <source>Terraforming Ganymede</source>
        <translation>Terraformation de Ganymède</translation>
    </message>
    <message>
        <source>Tharsis Republic</source>
        <translation>République de Tharsis</translation>
    </message>
    <message>
        <source>ThorGate</source>
        <translation>ThorGate</translation>
    </message>
    <message>
        <source>Titanium Mine</source>
        <translation>Mine de Titane</translation>
    </message>
    <message>
        <source>Toll Station</source>
        <translation>Station de Péage</translation>
    </message>
    <message>
        <source>Towing A Comet</source>
        <translation>Remorquage de Comète</translation>
    </message>
    <message>
        <source>Trans-Neptune Probe</source>
        <translation>Sonde Trans-Neptunienne</translation>
    </message>
    <message>
        <source>Trees</source>
        <translation>Arbres</translation>
    </message>
    <message>
        <source>Tropical Resort</source>
        <translation>Bulle Tropicale</translation>
    </message>
    <message>
        <source>Tundra Farming</source>
        <translation>Agriculture dans la Toundra</translation>
    </message>
    <message>
        <source>Underground City</source>
        <translation>Cité Souterraine</translation>
    </message>
    <message>
        <source>Underground Detonations</source>
        <translation>Explosions Souterraines</translation>
    </message>
    <message>
        <source>United Nations Mars Initiative</source>
        <translation>United Nations Mars Initiative</translation>
    </message>
    <message>
        <source>Urbanized Area</source>
        <translation>Zone Urbanisée</translation>
    </message>
    <message>
        <source>Vesta Shipyard</source>
        <translation>Chantier de Vesta</translation>
    </message>
    <message>
        <source>Viral Enhancers</source>
        <translation>Améliorateurs de Virus</translation>
    </message>
    <message>
        <source>Virus</source>
        <translation>Virus</translation>
    </message>
    <message>
        <source>Water Import From Europa</source>
        <translation>Importation d&apos;Eau d&apos;Europe</translation>
    </message>
    <message>
        <source>Water Splitting Plant</source>
        <translation>Usine Électrolytique</translation>
    </message>
    <message>
        <source>Wave Power</source>
        <translation>Énergie Marémotrice</translation>
    </message>
    <message>
        <source>Windmills</source>
        <translation>Éoliennes</translation>
    </message>
    <message>
        <source>Worms</source>
        <translation>Vers</translation>
    </message>
    <message>
        <source>Zeppelins</source>
        <translation>Zeppelins</translation>
    </message>
</context>
<context>
    <name>CardText</name>
    <message>
        <source>Action, pick one: one microbe here; or discard 2 microbes from here → oxygen up one step.</source>
        <translation>Action, au choix&#xa0;: ajoutez 1 microbe sur cette carte&#xa0;; ou défaussez 2 microbes de cette carte → le niveau d&apos;oxygène augmente de 1 cran.</translation>
    </message>
    <message>
        <source>Action: 1 energy → 1 M€ per city tile on Mars (every player&apos;s; cities off Mars are not counted).</source>
        <translation>Action&#xa0;: 1 énergie → 1 M€ par tuile cité sur Mars (de tous les joueurs&#xa0;; les cités hors de Mars ne comptent pas).</translation>
    </message>
    <message>
        <source>Action: 1 energy → draw a card.</source>
        <translation>Action&#xa0;: 1 énergie → piochez une carte.</translation>
    </message>
    <message>
        <source>Action: 1 titanium → one fighter resource here. VP: 1 per fighter here.</source>
        <translation>Action&#xa0;: 1 titane → ajoutez 1 ressource chasseur sur cette carte. PV&#xa0;: 1 par chasseur sur cette carte.</translation>
    </message>
    <message>
        <source>Action: 10 M€ → heat production +2.</source>
        <translation>Action&#xa0;: 10 M€ → production de chaleur +2.</translation>
    </message>
    <message>
        <source>Action: 12 M€ (titanium usable as for space cards) → one ocean tile. VP: 1 per Jovian tag you hold.</source>
        <translation>Action&#xa0;: 12 M€ (titane utilisable comme pour les cartes avec un indicateur Spatial) → placez une tuile océan. PV&#xa0;: 1 par indicateur Jovien que vous possédez.</translation>
    </message>
    <message>
        <source>Action: 4 energy → 1 steel, and oxygen goes up one step.</source>
        <translation>Action&#xa0;: 4 énergie → 1 acier, et le niveau d&apos;oxygène augmente de 1 cran.</translation>
    </message>
    <message>
        <source>Action: 4 energy → 1 titanium, and oxygen goes up one step.</source>
        <translation>Action&#xa0;: 4 énergie → 1 titane, et le niveau d&apos;oxygène augmente de 1 cran.</translation>
    </message>
    <message>
        <source>Action: 4 energy → 2 steel, and oxygen goes up one step.</source>
        <translation>Action&#xa0;: 4 énergie → 2 acier, et le niveau d&apos;oxygène augmente de 1 cran.</translation>
    </message>
    <message>
        <source>Action: 6 energy → one science resource here. VP: 2 per science resource here.</source>
        <translation>Action&#xa0;: 6 énergie → ajoutez 1 ressource science sur cette carte. PV&#xa0;: 2 par ressource science sur cette carte.</translation>
    </message>
    <message>
        <source>Action: 7 M€ → energy production +1.</source>
        <translation>Action&#xa0;: 7 M€ → production d&apos;énergie +1.</translation>
    </message>
    <message>
        <source>Action: 8 M€ (steel usable as for building cards) → one ocean tile.</source>
        <translation>Action&#xa0;: 8 M€ (acier utilisable comme pour les cartes avec un indicateur Bâtiment) → placez une tuile océan.</translation>
    </message>
    <message>
        <source>Action: any number of your energy → that many M€.</source>
        <translation>Action&#xa0;: dépensez autant d&apos;énergie que vous le souhaitez → gagnez autant de M€.</translation>
    </message>
    <message>
        <source>Action: lower your energy production by one → TR +1.</source>
        <translation>Action&#xa0;: diminuez votre production d&apos;énergie de 1 → NT +1.</translation>
    </message>
    <message>
        <source>Action: one microbe here. VP: 1 per 4 microbes here.</source>
        <translation>Action&#xa0;: ajoutez 1 microbe sur cette carte. PV&#xa0;: 1 pour 4 microbes sur cette carte.</translation>
    </message>
    <message>
        <source>Action: peek at the deck&apos;s top card; buy it into your hand for 3 M€ or throw it on the discard pile.</source>
        <translation>Action&#xa0;: regardez la première carte de la pioche&#xa0;; achetez-la pour 3 M€ et prenez-la en main, ou mettez-la dans la défausse.</translation>
    </message>
    <message>
        <source>Add one resource to a card of yours already holding at least one resource (same kind as it holds).</source>
        <translation>Ajoutez 1 ressource sur une de vos cartes qui porte déjà au moins 1 ressource (du même type que celles qu&apos;elle porte).</translation>
    </message>
    <message>
        <source>An ocean tile goes down.</source>
        <translation>Placez une tuile océan.</translation>
    </message>
    <message>
        <source>An ocean tile goes down. Production: M€ -2, heat +3.</source>
        <translation>Placez une tuile océan. Production&#xa0;: M€ -2, chaleur +3.</translation>
    </message>
    <message>
        <source>An ocean tile goes down; you may then strip up to 4 M€ from the owner of one tile bordering it. VP: -1.</source>
        <translation>Placez une tuile océan&#xa0;; vous pouvez ensuite retirer jusqu&apos;à 4 M€ au propriétaire d&apos;une tuile adjacente à celle-ci. PV&#xa0;: -1.</translation>
    </message>
    <message>
        <source>Any one player: energy production -1; then your energy production +1. VP: -1.</source>
        <translation>N&apos;importe quel joueur&#xa0;: production d&apos;énergie -1&#xa0;; puis votre production d&apos;énergie +1. PV&#xa0;: -1.</translation>
    </message>
    <message>
        <source>Any one player: heat production -2. Production: energy +1. VP: -1.</source>
        <translation>N&apos;importe quel joueur&#xa0;: production de chaleur -2. Production&#xa0;: énergie +1. PV&#xa0;: -1.</translation>
    </message>
    <message>
        <source>Bears two science tags. You draw two cards. VP: 1.</source>
        <translation>Porte 2 indicateurs Science. Piochez 2 cartes. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Choose one player and one option: strip up to 3 titanium, up to 4 steel, or up to 7 M€ from them.</source>
        <translation>Choisissez un joueur et une option&#xa0;: retirez-lui jusqu&apos;à 3 titane, jusqu&apos;à 4 acier ou jusqu&apos;à 7 M€.</translation>
    </message>
    <message>
        <source>Choose one production boost: plants +1 or energy +2.</source>
        <translation>Choisissez une augmentation de production&#xa0;: plantes +1 ou énergie +2.</translation>
    </message>
    <message>
        <source>Choose: receive 3 plants, or 3 microbes onto another card of yours, or 2 animals onto another card of yours. An ocean tile also goes down.</source>
        <translation>Au choix&#xa0;: gagnez 3 plantes, ou ajoutez 3 microbes sur une autre de vos cartes, ou 2 animaux sur une autre de vos cartes. Placez aussi une tuile océan.</translation>
    </message>
    <message>
        <source>Choose: steal up to 2 steel or up to 3 M€ from one player (what they lose, you gain).</source>
        <translation>Au choix&#xa0;: volez jusqu&apos;à 2 acier ou jusqu&apos;à 3 M€ à un joueur (vous gagnez ce qu&apos;il perd).</translation>
    </message>
    <message>
        <source>Choose: strip up to 2 animals from any single card, or up to 5 plants from one player.</source>
        <translation>Au choix&#xa0;: retirez jusqu&apos;à 2 animaux d&apos;une seule carte au choix, ou jusqu&apos;à 5 plantes à un joueur.</translation>
    </message>
    <message>
        <source>Discard 5 heat of yours, then choose: receive 4 plants, or 2 animals onto another card of yours.</source>
        <translation>Défaussez 5 chaleur, puis au choix&#xa0;: gagnez 4 plantes, ou ajoutez 2 animaux sur une autre de vos cartes.</translation>
    </message>
    <message>
        <source>Lay a city tile on a space with no tile around it. Ongoing: all cards you play are 1 M€ cheaper.</source>
        <translation>Placez une tuile cité sur une case sans aucune tuile adjacente. Effet&#xa0;: toutes les cartes que vous jouez coûtent 1 M€ de moins.</translation>
    </message>
    <message>
        <source>Lay a city tile; production: energy -2, steel +2.</source>
        <translation>Placez une tuile cité&#xa0;; production&#xa0;: énergie -2, acier +2.</translation>
    </message>
    <message>
        <source>Look privately at the deck&apos;s top 3 cards: one goes to your hand, the others to the discard pile.</source>
        <translation>Regardez secrètement les 3 premières cartes de la pioche&#xa0;: prenez-en 1 en main et mettez les autres dans la défausse.</translation>
    </message>
    <message>
        <source>Look privately at the deck&apos;s top 4 cards: two go to your hand, the others to the discard pile.</source>
        <translation>Regardez secrètement les 4 premières cartes de la pioche&#xa0;: prenez-en 2 en main et mettez les autres dans la défausse.</translation>
    </message>
    <message>
        <source>Mark a free, unreserved land space with your player marker; from then on nobody but you may put a tile there.</source>
        <translation>Marquez une case libre et non réservée avec votre marqueur joueur&#xa0;; désormais, vous seul pouvez y placer une tuile.</translation>
    </message>
    <message>
        <source>Needs 2 city tiles in play, anyone&apos;s. Production: M€ +1. VP: 1.</source>
        <translation>Requiert 2 tuiles cité en jeu, quel que soit leur propriétaire. Production&#xa0;: M€ +1. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Needs 2 power tags in play. Any one player: energy production -1; then your energy production +1.</source>
        <translation>Requiert 2 indicateurs Énergie en jeu. N&apos;importe quel joueur&#xa0;: production d&apos;énergie -1&#xa0;; puis votre production d&apos;énergie +1.</translation>
    </message>
    <message>
        <source>Needs 2 power tags in play. Production: energy +3.</source>
        <translation>Requiert 2 indicateurs Énergie en jeu. Production&#xa0;: énergie +3.</translation>
    </message>
    <message>
        <source>Needs 2 science tags in play. Lay a greenery tile (oxygen goes up one step).</source>
        <translation>Requiert 2 indicateurs Science en jeu. Placez une tuile verdure (le niveau d&apos;oxygène augmente de 1 cran).</translation>
    </message>
    <message>
        <source>Needs 2 science tags in play. Production: energy +3. VP: 1.</source>
        <translation>Requiert 2 indicateurs Science en jeu. Production&#xa0;: énergie +3. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Needs 3 science tags in play. Production: M€ +2. VP: 2.</source>
        <translation>Requiert 3 indicateurs Science en jeu. Production&#xa0;: M€ +2. PV&#xa0;: 2.</translation>
    </message>
    <message>
        <source>Needs 3 science tags in play. Production: energy +1, M€ +1. VP: 1.</source>
        <translation>Requiert 3 indicateurs Science en jeu. Production&#xa0;: énergie +1, M€ +1. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Needs 3 science tags in play. Production: energy -1. Action: draw two cards. VP: 1.</source>
        <translation>Requiert 3 indicateurs Science en jeu. Production&#xa0;: énergie -1. Action&#xa0;: piochez 2 cartes. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Needs 4 science tags in play. Production: energy +4. Ongoing: space-tagged cards are 2 M€ cheaper for you.</source>
        <translation>Requiert 4 indicateurs Science en jeu. Production&#xa0;: énergie +4. Effet&#xa0;: vos cartes avec un indicateur Spatial coûtent 2 M€ de moins.</translation>
    </message>
    <message>
        <source>Needs 5 science tags in play. No on-play effect. VP: 4.</source>
        <translation>Requiert 5 indicateurs Science en jeu. Aucun effet immédiat. PV&#xa0;: 4.</translation>
    </message>
    <message>
        <source>Needs 5 science tags in play. Production: energy +6. Ongoing: space-tagged cards are 2 M€ cheaper for you.</source>
        <translation>Requiert 5 indicateurs Science en jeu. Production&#xa0;: énergie +6. Effet&#xa0;: vos cartes avec un indicateur Spatial coûtent 2 M€ de moins.</translation>
    </message>
    <message>
        <source>Needs 7 science tags in play. Ongoing: all cards you play are 2 M€ cheaper. VP: 3.</source>
        <translation>Requiert 7 indicateurs Science en jeu. Effet&#xa0;: toutes les cartes que vous jouez coûtent 2 M€ de moins. PV&#xa0;: 3.</translation>
    </message>
    <message>
        <source>Needs a Jovian tag in play. Production: heat +3, energy +3. VP: 1.</source>
        <translation>Requiert 1 indicateur Jovien en jeu. Production&#xa0;: chaleur +3, énergie +3. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Needs a greenery tile of your own. The Ecological Zone tile goes on land bordering any greenery. Ongoing: one animal here per animal or plant tag you play (its own two count); VP: 1 per 2 animals here.</source>
        <translation>Requiert que vous possédiez une tuile verdure. Placez la tuile Zone Écologique sur une case non réservée aux océans, adjacente à n&apos;importe quelle verdure. Effet&#xa0;: ajoutez 1 animal sur cette carte pour chaque indicateur Animal ou Plante que vous jouez (ses deux propres indicateurs comptent)&#xa0;; PV&#xa0;: 1 pour 2 animaux sur cette carte.</translation>
    </message>
    <message>
        <source>Needs a plant tag, a microbe tag and an animal tag already in play (its own tags do not count). No on-play effect. VP: 3.</source>
        <translation>Requiert 1 indicateur Plante, 1 indicateur Microbe et 1 indicateur Animal déjà en jeu (ses propres indicateurs ne comptent pas). Aucun effet immédiat. PV&#xa0;: 3.</translation>
    </message>
    <message>
        <source>Needs oxygen ≤ 4%. The Natural Preserve tile goes on a space with no tile around it; production: M€ +1. VP: 1.</source>
        <translation>Requiert oxygène ≤ 4&#xa0;%. Placez la tuile Préservation de la Nature sur une case sans aucune tuile adjacente&#xa0;; production&#xa0;: M€ +1. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Needs oxygen ≤ 5%. No on-play effect. VP: 2.</source>
        <translation>Requiert oxygène ≤ 5&#xa0;%. Aucun effet immédiat. PV&#xa0;: 2.</translation>
    </message>
    <message>
        <source>Needs oxygen ≤ 6%. Action: 1 M€ → flip the deck&apos;s top card and discard it; a microbe tag on it puts a science resource here. VP: 3 if this card holds any science resource, else 0.</source>
        <translation>Requiert oxygène ≤ 6&#xa0;%. Action&#xa0;: 1 M€ → révélez la première carte de la pioche et défaussez-la&#xa0;; si elle porte un indicateur Microbe, ajoutez 1 ressource science sur cette carte. PV&#xa0;: 3 si cette carte porte au moins 1 ressource science, sinon 0.</translation>
    </message>
    <message>
        <source>Needs oxygen ≤ 7%. Receive 3 plants, lay a city tile; production: energy -1, M€ +3. VP: 1.</source>
        <translation>Requiert oxygène ≤ 7&#xa0;%. Gagnez 3 plantes, placez une tuile cité&#xa0;; production&#xa0;: énergie -1, M€ +3. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Needs oxygen ≤ 8%. Production: energy -1. Action: 1 plant or 1 steel → 7 M€. VP: 1.</source>
        <translation>Requiert oxygène ≤ 8&#xa0;%. Production&#xa0;: énergie -1. Action&#xa0;: 1 plante ou 1 acier → 7 M€. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Needs oxygen ≤ 9%. Lay a city tile; production: energy -1, M€ +3.</source>
        <translation>Requiert oxygène ≤ 9&#xa0;%. Placez une tuile cité&#xa0;; production&#xa0;: énergie -1, M€ +3.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 11%. Action: shift one animal from any card, yours or an opponent&apos;s, onto this one. VP: 1 per animal here.</source>
        <translation>Requiert oxygène ≥ 11&#xa0;%. Action&#xa0;: retirez 1 animal de n&apos;importe quelle carte (la vôtre ou celle d&apos;un adversaire) et placez-le sur cette carte. PV&#xa0;: 1 par animal sur cette carte.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 12%. Receive 2 plants, lay a city tile; production: energy -1, M€ +4. VP: 1.</source>
        <translation>Requiert oxygène ≥ 12&#xa0;%. Gagnez 2 plantes, placez une tuile cité&#xa0;; production&#xa0;: énergie -1, M€ +4. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 13%. Any one player: plant production -2. Action: one animal here; VP: 1 per animal here.</source>
        <translation>Requiert oxygène ≥ 13&#xa0;%. N&apos;importe quel joueur&#xa0;: production de plantes -2. Action&#xa0;: ajoutez 1 animal sur cette carte&#xa0;; PV&#xa0;: 1 par animal sur cette carte.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 2%. Production: heat +2, plants +2. VP: 2.</source>
        <translation>Requiert oxygène ≥ 2&#xa0;%. Production&#xa0;: chaleur +2, plantes +2. PV&#xa0;: 2.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 3%. Ongoing: one microbe here per animal, plant or microbe tag you play (its own counts). VP: 1 per 3 microbes here.</source>
        <translation>Requiert oxygène ≥ 3&#xa0;%. Effet&#xa0;: ajoutez 1 microbe sur cette carte pour chaque indicateur Animal, Plante ou Microbe que vous jouez (le sien compris). PV&#xa0;: 1 pour 3 microbes sur cette carte.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 4%. Action, pick one: one microbe here; or discard 2 microbes from here → temperature up one step.</source>
        <translation>Requiert oxygène ≥ 4&#xa0;%. Action, au choix&#xa0;: ajoutez 1 microbe sur cette carte&#xa0;; ou défaussez 2 microbes de cette carte → la température augmente de 1 cran.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 4%. Action: shift one microbe from any card, yours or an opponent&apos;s, onto this one. VP: 1 per 2 microbes here.</source>
        <translation>Requiert oxygène ≥ 4&#xa0;%. Action&#xa0;: retirez 1 microbe de n&apos;importe quelle carte (la vôtre ou celle d&apos;un adversaire) et placez-le sur cette carte. PV&#xa0;: 1 pour 2 microbes sur cette carte.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 4%. Production: plants +1 per 2 microbe tags you hold, this card&apos;s included.</source>
        <translation>Requiert oxygène ≥ 4&#xa0;%. Production&#xa0;: plantes +1 pour 2 indicateurs Microbe que vous possédez, celui de cette carte compris.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 5%. Production: M€ +1 per city tile on Mars, anyone&apos;s. VP: 1.</source>
        <translation>Requiert oxygène ≥ 5&#xa0;%. Production&#xa0;: M€ +1 par tuile cité sur Mars, quel que soit son propriétaire. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 5%. Production: energy -1, M€ +2. Ongoing: space-tagged cards are 2 M€ cheaper for you. VP: 1.</source>
        <translation>Requiert oxygène ≥ 5&#xa0;%. Production&#xa0;: énergie -1, M€ +2. Effet&#xa0;: vos cartes avec un indicateur Spatial coûtent 2 M€ de moins. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 6%. Any one player: plant production -1. Action: one animal here; VP: 1 per 2 animals here.</source>
        <translation>Requiert oxygène ≥ 6&#xa0;%. N&apos;importe quel joueur&#xa0;: production de plantes -1. Action&#xa0;: ajoutez 1 animal sur cette carte&#xa0;; PV&#xa0;: 1 pour 2 animaux sur cette carte.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 6%. Any one player: plant production -1. Production: energy +2. VP: -1.</source>
        <translation>Requiert oxygène ≥ 6&#xa0;%. N&apos;importe quel joueur&#xa0;: production de plantes -1. Production&#xa0;: énergie +2. PV&#xa0;: -1.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 6%. Production: plants +1 per plant tag you hold.</source>
        <translation>Requiert oxygène ≥ 6&#xa0;%. Production&#xa0;: plantes +1 par indicateur Plante que vous possédez.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 7%. No on-play effect. VP: 2.</source>
        <translation>Requiert oxygène ≥ 7&#xa0;%. Aucun effet immédiat. PV&#xa0;: 2.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 7%. Production: energy +1. VP: 1.</source>
        <translation>Requiert oxygène ≥ 7&#xa0;%. Production&#xa0;: énergie +1. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 8%. One animal here; any one player: plant production -1. Ongoing: each greenery tile you lay adds one animal here; VP: 1 per 2 animals here.</source>
        <translation>Requiert oxygène ≥ 8&#xa0;%. Ajoutez 1 animal sur cette carte&#xa0;; n&apos;importe quel joueur&#xa0;: production de plantes -1. Effet&#xa0;: chaque tuile verdure que vous placez ajoute 1 animal sur cette carte&#xa0;; PV&#xa0;: 1 pour 2 animaux sur cette carte.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 9%. Production: plants -1, M€ +2. Action: one animal here; VP: 1 per animal here.</source>
        <translation>Requiert oxygène ≥ 9&#xa0;%. Production&#xa0;: plantes -1, M€ +2. Action&#xa0;: ajoutez 1 animal sur cette carte&#xa0;; PV&#xa0;: 1 par animal sur cette carte.</translation>
    </message>
    <message>
        <source>Needs steel production of your own. Any one player: steel production -1; then your steel production +1.</source>
        <translation>Requiert que vous ayez une production d&apos;acier. N&apos;importe quel joueur&#xa0;: production d&apos;acier -1&#xa0;; puis votre production d&apos;acier +1.</translation>
    </message>
    <message>
        <source>Needs temperature ≤ -10 °C. Action, pick one: receive 1 plant, or 2 microbes onto a different card of yours.</source>
        <translation>Requiert température ≤ -10&#xa0;°C. Action, au choix&#xa0;: gagnez 1 plante, ou ajoutez 2 microbes sur une autre de vos cartes.</translation>
    </message>
    <message>
        <source>Needs temperature ≤ -12 °C. Receive 1 plant. Ongoing: every ocean tile anyone lays earns you 2 plants.</source>
        <translation>Requiert température ≤ -12&#xa0;°C. Gagnez 1 plante. Effet&#xa0;: chaque fois qu&apos;un joueur place une tuile océan, vous gagnez 2 plantes.</translation>
    </message>
    <message>
        <source>Needs temperature ≤ -14 °C. Production: plants +2.</source>
        <translation>Requiert température ≤ -14&#xa0;°C. Production&#xa0;: plantes +2.</translation>
    </message>
    <message>
        <source>Needs temperature ≤ -18 °C. Production: plants +1.</source>
        <translation>Requiert température ≤ -18&#xa0;°C. Production&#xa0;: plantes +1.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ +2 °C. An ocean tile goes down.</source>
        <translation>Requiert température ≥ +2&#xa0;°C. Placez une tuile océan.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ +2 °C. Any one player: plant production -1. Action: one animal here; VP: 1 per animal here.</source>
        <translation>Requiert température ≥ +2&#xa0;°C. N&apos;importe quel joueur&#xa0;: production de plantes -1. Action&#xa0;: ajoutez 1 animal sur cette carte&#xa0;; PV&#xa0;: 1 par animal sur cette carte.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ +4 °C. A greenery tile (with its oxygen step) goes on an ocean-reserved space, ignoring normal greenery placement. VP: 1.</source>
        <translation>Requiert température ≥ +4&#xa0;°C. Placez une tuile verdure (avec son cran d&apos;oxygène) sur une case réservée aux océans, en ignorant les règles normales de placement des verdures. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ +4 °C. Production: M€ +2, plants +2; receive 2 plants. VP: 2.</source>
        <translation>Requiert température ≥ +4&#xa0;°C. Production&#xa0;: M€ +2, plantes +2&#xa0;; gagnez 2 plantes. PV&#xa0;: 2.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -10 °C. Production: plants +2; receive 2 plants.</source>
        <translation>Requiert température ≥ -10&#xa0;°C. Production&#xa0;: plantes +2&#xa0;; gagnez 2 plantes.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -12 °C. One animal onto an animal card of yours, receive 3 plants; production: M€ +2. VP: 1.</source>
        <translation>Requiert température ≥ -12&#xa0;°C. Ajoutez 1 animal sur une de vos cartes qui accueille des animaux, gagnez 3 plantes&#xa0;; production&#xa0;: M€ +2. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -14 °C. Action: one microbe onto a different card of yours.</source>
        <translation>Requiert température ≥ -14&#xa0;°C. Action&#xa0;: ajoutez 1 microbe sur une autre de vos cartes.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -14 °C. Production: plants +1; receive 1 plant.</source>
        <translation>Requiert température ≥ -14&#xa0;°C. Production&#xa0;: plantes +1&#xa0;; gagnez 1 plante.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -16 °C. Production: plants +1; receive 3 plants.</source>
        <translation>Requiert température ≥ -16&#xa0;°C. Production&#xa0;: plantes +1&#xa0;; gagnez 3 plantes.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -20 °C. Production: M€ +1; receive 2 plants. VP: 1.</source>
        <translation>Requiert température ≥ -20&#xa0;°C. Production&#xa0;: M€ +1&#xa0;; gagnez 2 plantes. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -24 °C. Production: plants +1.</source>
        <translation>Requiert température ≥ -24&#xa0;°C. Production&#xa0;: plantes +1.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -4 °C. Production: plants +3; receive 1 plant. VP: 1.</source>
        <translation>Requiert température ≥ -4&#xa0;°C. Production&#xa0;: plantes +3&#xa0;; gagnez 1 plante. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -6 °C. An ocean tile goes on a land space that is not ocean-reserved. VP: 1.</source>
        <translation>Requiert température ≥ -6&#xa0;°C. Placez une tuile océan sur une case non réservée aux océans. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -6 °C. Production: plants +1, M€ +2; receive 1 plant. VP: 2.</source>
        <translation>Requiert température ≥ -6&#xa0;°C. Production&#xa0;: plantes +1, M€ +2&#xa0;; gagnez 1 plante. PV&#xa0;: 2.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -8 °C. An ocean tile goes down.</source>
        <translation>Requiert température ≥ -8&#xa0;°C. Placez une tuile océan.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ 0 °C. Action: 8 heat → TR +1.</source>
        <translation>Requiert température ≥ 0&#xa0;°C. Action&#xa0;: 8 chaleur → NT +1.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ 0 °C. Two ocean tiles go down. VP: 2.</source>
        <translation>Requiert température ≥ 0&#xa0;°C. Placez 2 tuiles océan. PV&#xa0;: 2.</translation>
    </message>
    <message>
        <source>Needs titanium production of your own. Any one player: titanium production -1; then your titanium production +1. VP: 1.</source>
        <translation>Requiert que vous ayez une production de titane. N&apos;importe quel joueur&#xa0;: production de titane -1&#xa0;; puis votre production de titane +1. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Needs ≤ 3 oceans on Mars. No on-play effect. VP: 1.</source>
        <translation>Requiert ≤ 3 océans sur Mars. Aucun effet immédiat. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Needs ≥ 2 oceans on Mars. Action: 3 energy → oxygen goes up one step.</source>
        <translation>Requiert ≥ 2 océans sur Mars. Action&#xa0;: 3 énergie → le niveau d&apos;oxygène augmente de 1 cran.</translation>
    </message>
    <message>
        <source>Needs ≥ 3 oceans on Mars and the discard of 1 plant of yours. Production: plants +1.</source>
        <translation>Requiert ≥ 3 océans sur Mars et que vous défaussiez 1 de vos plantes. Production&#xa0;: plantes +1.</translation>
    </message>
    <message>
        <source>Needs ≥ 3 oceans on Mars and the discard of 2 plants of yours. Production: plants +2.</source>
        <translation>Requiert ≥ 3 océans sur Mars et que vous défaussiez 2 de vos plantes. Production&#xa0;: plantes +2.</translation>
    </message>
    <message>
        <source>Needs ≥ 3 oceans on Mars. Production: M€ -1, plants +2. Any one player: heat production -1.</source>
        <translation>Requiert ≥ 3 océans sur Mars. Production&#xa0;: M€ -1, plantes +2. N&apos;importe quel joueur&#xa0;: production de chaleur -1.</translation>
    </message>
    <message>
        <source>Needs ≥ 3 oceans on Mars. Production: energy +1. VP: 1.</source>
        <translation>Requiert ≥ 3 océans sur Mars. Production&#xa0;: énergie +1. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Needs ≥ 4 oceans on Mars. Production: energy +2. VP: 1.</source>
        <translation>Requiert ≥ 4 océans sur Mars. Production&#xa0;: énergie +2. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Needs ≥ 4 oceans on Mars. Production: energy -2, M€ +5; lay the Capital tile under city rules (it is a city). VP: 1 per ocean bordering it, on top of its city scoring.</source>
        <translation>Requiert ≥ 4 océans sur Mars. Production&#xa0;: énergie -2, M€ +5&#xa0;; placez la tuile Capitale selon les règles des cités (c&apos;est une cité). PV&#xa0;: 1 par océan adjacent, en plus du décompte normal de la cité.</translation>
    </message>
    <message>
        <source>Needs ≥ 5 oceans on Mars. Receive 1 plant; production: plants +2.</source>
        <translation>Requiert ≥ 5 océans sur Mars. Gagnez 1 plante&#xa0;; production&#xa0;: plantes +2.</translation>
    </message>
    <message>
        <source>Needs ≥ 6 oceans on Mars. Production: M€ +2, plants +3; receive 2 plants. VP: 1.</source>
        <translation>Requiert ≥ 6 océans sur Mars. Production&#xa0;: M€ +2, plantes +3&#xa0;; gagnez 2 plantes. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>No on-play effect. VP: 1.</source>
        <translation>Aucun effet immédiat. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>One animal here. Ongoing: every city tile laid by anyone adds one animal here, and animals on this card are immune to removal. VP: 1 per 2 animals here.</source>
        <translation>Ajoutez 1 animal sur cette carte. Effet&#xa0;: chaque fois qu&apos;un joueur place une tuile cité, ajoutez 1 animal sur cette carte&#xa0;; les animaux de cette carte ne peuvent pas être retirés. PV&#xa0;: 1 pour 2 animaux sur cette carte.</translation>
    </message>
    <message>
        <source>One ocean tile goes down and you draw one card.</source>
        <translation>Placez 1 tuile océan et piochez 1 carte.</translation>
    </message>
    <message>
        <source>One ocean tile goes down and you draw two cards. Then choose: receive 5 plants, or 4 animals onto another card of yours. VP: 2.</source>
        <translation>Placez 1 tuile océan et piochez 2 cartes. Puis, au choix&#xa0;: gagnez 5 plantes, ou ajoutez 4 animaux sur une autre de vos cartes. PV&#xa0;: 2.</translation>
    </message>
    <message>
        <source>Ongoing: Earth-tagged cards are 3 M€ cheaper for you.</source>
        <translation>Effet&#xa0;: vos cartes avec un indicateur Terre coûtent 3 M€ de moins.</translation>
    </message>
    <message>
        <source>Ongoing: all cards you play are 2 M€ cheaper. VP: 2.</source>
        <translation>Effet&#xa0;: toutes les cartes que vous jouez coûtent 2 M€ de moins. PV&#xa0;: 2.</translation>
    </message>
    <message>
        <source>Ongoing: each event card you play earns you 3 M€ once it resolves.</source>
        <translation>Effet&#xa0;: chaque carte événement que vous jouez vous rapporte 3 M€ une fois résolue.</translation>
    </message>
    <message>
        <source>Ongoing: each space-tagged event you play earns you 3 M€ plus 3 heat.</source>
        <translation>Effet&#xa0;: chaque carte événement avec un indicateur Spatial que vous jouez vous rapporte 3 M€ et 3 chaleur.</translation>
    </message>
    <message>
        <source>Ongoing: every city tile laid by anyone earns you 2 M€. VP: 1.</source>
        <translation>Effet&#xa0;: chaque fois qu&apos;un joueur place une tuile cité, vous gagnez 2 M€. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Ongoing: every standard project you pay for, Sell Patents excepted, refunds you 3 M€ afterwards.</source>
        <translation>Effet&#xa0;: chaque projet standard que vous payez, à l&apos;exception de Vente de brevets, vous rembourse ensuite 3 M€.</translation>
    </message>
    <message>
        <source>Ongoing: opponents cannot take away your plants, nor the animals or microbes on your cards.</source>
        <translation>Effet&#xa0;: vos adversaires ne peuvent pas vous retirer de plantes, ni retirer d&apos;animaux ou de microbes de vos cartes.</translation>
    </message>
    <message>
        <source>Ongoing: per plant, microbe or animal tag you play (this card&apos;s tags count), receive 1 plant or put one resource onto the card just played.</source>
        <translation>Effet&#xa0;: pour chaque indicateur Plante, Microbe ou Animal que vous jouez (ceux de cette carte compris), gagnez 1 plante ou ajoutez 1 ressource sur la carte qui vient d&apos;être jouée.</translation>
    </message>
    <message>
        <source>Ongoing: per science tag you play (this card&apos;s counts), either add one science resource here or discard one from here to draw a card. VP: 1.</source>
        <translation>Effet&#xa0;: pour chaque indicateur Science que vous jouez (celui de cette carte compris), ajoutez 1 ressource science sur cette carte, ou défaussez-en 1 de cette carte pour piocher une carte. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Ongoing: per science tag you play (this card&apos;s counts), you may swap one hand card for a fresh draw (discard one, draw one). VP: 1.</source>
        <translation>Effet&#xa0;: pour chaque indicateur Science que vous jouez (celui de cette carte compris), vous pouvez échanger une carte de votre main contre une nouvelle (défaussez-en une, piochez-en une). PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Ongoing: space-tagged cards are 2 M€ cheaper for you. VP: 1.</source>
        <translation>Effet&#xa0;: vos cartes avec un indicateur Spatial coûtent 2 M€ de moins. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Ongoing: when you play a card, its temperature, oxygen or ocean requirement may be shifted by up to 2 steps either way. VP: 1.</source>
        <translation>Effet&#xa0;: lorsque vous jouez une carte, son prérequis de température, d&apos;oxygène ou d&apos;océans peut être décalé d&apos;au plus 2 crans, dans un sens ou dans l&apos;autre. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Ongoing: your steel and your titanium each count 1 M€ above their usual value when paying.</source>
        <translation>Effet&#xa0;: lorsque vous payez, votre acier et votre titane valent chacun 1 M€ de plus que leur valeur habituelle.</translation>
    </message>
    <message>
        <source>Opening assets: 23 M€, 10 titanium. Ongoing: each titanium you pay with counts 4 M€ instead of 3.</source>
        <translation>Conditions de départ&#xa0;: 23 M€, 10 titane. Effet&#xa0;: chaque titane avec lequel vous payez vaut 4 M€ au lieu de 3.</translation>
    </message>
    <message>
        <source>Opening assets: 30 M€, 20 steel. Ongoing: each event card you play earns you 2 M€.</source>
        <translation>Conditions de départ&#xa0;: 30 M€, 20 acier. Effet&#xa0;: chaque carte événement que vous jouez vous rapporte 2 M€.</translation>
    </message>
    <message>
        <source>Opening assets: 30 M€, 5 steel, steel production 1. Ongoing: whenever a tile you lay on Mars sits on a steel or titanium placement bonus, steel production +1.</source>
        <translation>Conditions de départ&#xa0;: 30 M€, 5 acier, production d&apos;acier 1. Effet&#xa0;: chaque fois qu&apos;une tuile que vous placez sur Mars recouvre un bonus de placement d&apos;acier ou de titane, votre production d&apos;acier augmente de 1.</translation>
    </message>
    <message>
        <source>Opening assets: 36 M€, 3 plants, plant production 2. Ongoing: turning plants into a greenery takes 7 plants, not 8.</source>
        <translation>Conditions de départ&#xa0;: 36 M€, 3 plantes, production de plantes 2. Effet&#xa0;: convertir des plantes en verdure ne vous coûte que 7 plantes au lieu de 8.</translation>
    </message>
    <message>
        <source>Opening assets: 42 M€, heat production 3. Ongoing: heat may be spent like M€ at 1 for 1; M€ can never stand in for heat.</source>
        <translation>Conditions de départ&#xa0;: 42 M€, production de chaleur 3. Effet&#xa0;: vous pouvez dépenser votre chaleur comme des M€, à raison de 1 pour 1&#xa0;; les M€ ne peuvent jamais remplacer la chaleur.</translation>
    </message>
    <message>
        <source>Opening assets: 42 M€, titanium production 1. Ongoing: each Jovian tag entering play, any player&apos;s and this corporation&apos;s own included, gives you M€ production +1.</source>
        <translation>Conditions de départ&#xa0;: 42 M€, production de titane 1. Effet&#xa0;: chaque indicateur Jovien mis en jeu, par n&apos;importe quel joueur, y compris celui de cette corporation, augmente votre production de M€ de 1.</translation>
    </message>
    <message>
        <source>Opening assets: 48 M€, energy production 1. Ongoing: power-tagged cards and the Power Plant standard project are 3 M€ cheaper for you.</source>
        <translation>Conditions de départ&#xa0;: 48 M€, production d&apos;énergie 1. Effet&#xa0;: vos cartes avec un indicateur Énergie et le projet standard Centrale électrique coûtent 3 M€ de moins.</translation>
    </message>
    <message>
        <source>Opening cash: 40 M€. Action: only if your TR rose earlier this generation, pay 3 M€ → TR +1.</source>
        <translation>Conditions de départ&#xa0;: 40 M€. Action&#xa0;: uniquement si votre NT a augmenté plus tôt au cours de cette génération, payez 3 M€ → NT +1.</translation>
    </message>
    <message>
        <source>Opening cash: 40 M€; your very first action is to lay a city tile. Ongoing: any city laid on Mars by anyone gives you M€ production +1, and each city you lay yourself also earns 3 M€.</source>
        <translation>Conditions de départ&#xa0;: 40 M€&#xa0;; votre toute première action est de placer une tuile cité. Effet&#xa0;: chaque cité placée sur Mars par n&apos;importe quel joueur augmente votre production de M€ de 1, et chaque cité que vous placez vous-même vous rapporte en plus 3 M€.</translation>
    </message>
    <message>
        <source>Opening cash: 42 M€. At setup you skip the card purchase and simply keep 10 project cards at no cost.</source>
        <translation>Conditions de départ&#xa0;: 42 M€. Lors de la mise en place, vous n&apos;achetez pas de cartes&#xa0;: vous gardez simplement 10 cartes projet gratuitement.</translation>
    </message>
    <message>
        <source>Opening cash: 45 M€; your very first action is to draw 3 cards. Ongoing: temperature, oxygen and ocean requirements of your cards may be shifted by up to 2 steps either way.</source>
        <translation>Conditions de départ&#xa0;: 45 M€&#xa0;; votre toute première action est de piocher 3 cartes. Effet&#xa0;: les prérequis de température, d&apos;oxygène et d&apos;océans de vos cartes peuvent être décalés d&apos;au plus 2 crans, dans un sens ou dans l&apos;autre.</translation>
    </message>
    <message>
        <source>Opening cash: 57 M€. Ongoing: paying for any card or standard project with a printed cost of 20 M€ or more refunds you 4 M€ afterwards.</source>
        <translation>Conditions de départ&#xa0;: 57 M€. Effet&#xa0;: lorsque vous payez une carte ou un projet standard dont le coût imprimé est d&apos;au moins 20 M€, vous récupérez ensuite 4 M€.</translation>
    </message>
    <message>
        <source>Opening cash: 60 M€. Ongoing: Earth-tagged cards are 3 M€ cheaper for you.</source>
        <translation>Conditions de départ&#xa0;: 60 M€. Effet&#xa0;: vos cartes avec un indicateur Terre coûtent 3 M€ de moins.</translation>
    </message>
    <message>
        <source>Oxygen goes up one step and you receive 2 steel. May strip up to 2 plants from one player.</source>
        <translation>Le niveau d&apos;oxygène augmente de 1 cran et vous gagnez 2 acier. Vous pouvez retirer jusqu&apos;à 2 plantes à un joueur.</translation>
    </message>
    <message>
        <source>Pick X from 1 up to your heat production. Production: heat -X, M€ +X.</source>
        <translation>Choisissez X entre 1 et votre production de chaleur. Production&#xa0;: chaleur -X, M€ +X.</translation>
    </message>
    <message>
        <source>Pick a building-tagged card you already have in play and apply its production changes a second time (only the production part, penalties included).</source>
        <translation>Choisissez une de vos cartes en jeu avec un indicateur Bâtiment et appliquez une seconde fois ses modifications de production (uniquement la partie production, baisses comprises).</translation>
    </message>
    <message>
        <source>Production: M€ +1 per 2 building tags you hold, this card&apos;s included. VP: 1.</source>
        <translation>Production&#xa0;: M€ +1 pour 2 indicateurs Bâtiment que vous possédez, celui de cette carte compris. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Production: M€ +1 per Earth tag you hold, this card&apos;s included.</source>
        <translation>Production&#xa0;: M€ +1 par indicateur Terre que vous possédez, celui de cette carte compris.</translation>
    </message>
    <message>
        <source>Production: M€ +1 per Earth tag you hold. VP: 1.</source>
        <translation>Production&#xa0;: M€ +1 par indicateur Terre que vous possédez. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Production: M€ +1 per space tag held by your opponents.</source>
        <translation>Production&#xa0;: M€ +1 par indicateur Spatial que possèdent vos adversaires.</translation>
    </message>
    <message>
        <source>Production: M€ +1 per space tag you hold, this card&apos;s included.</source>
        <translation>Production&#xa0;: M€ +1 par indicateur Spatial que vous possédez, celui de cette carte compris.</translation>
    </message>
    <message>
        <source>Production: M€ +2.</source>
        <translation>Production&#xa0;: M€ +2.</translation>
    </message>
    <message>
        <source>Production: M€ +2. A greenery tile (with its oxygen step) goes on an ocean-reserved space, ignoring normal greenery placement.</source>
        <translation>Production&#xa0;: M€ +2. Placez une tuile verdure (avec son cran d&apos;oxygène) sur une case réservée aux océans, en ignorant les règles normales de placement des verdures.</translation>
    </message>
    <message>
        <source>Production: M€ +3.</source>
        <translation>Production&#xa0;: M€ +3.</translation>
    </message>
    <message>
        <source>Production: M€ +3. VP: 2.</source>
        <translation>Production&#xa0;: M€ +3. PV&#xa0;: 2.</translation>
    </message>
    <message>
        <source>Production: M€ +5. VP: 1 per 3 city tiles in play (all players, on or off Mars).</source>
        <translation>Production&#xa0;: M€ +5. PV&#xa0;: 1 pour 3 tuiles cité en jeu (de tous les joueurs, sur Mars ou hors de Mars).</translation>
    </message>
    <message>
        <source>Production: M€ -1, energy +1.</source>
        <translation>Production&#xa0;: M€ -1, énergie +1.</translation>
    </message>
    <message>
        <source>Production: M€ -1, energy +2.</source>
        <translation>Production&#xa0;: M€ -1, énergie +2.</translation>
    </message>
    <message>
        <source>Production: M€ -1. Action: peek at the deck&apos;s top card; buy it into your hand for 3 M€ or throw it on the discard pile.</source>
        <translation>Production&#xa0;: M€ -1. Action&#xa0;: regardez la première carte de la pioche&#xa0;; achetez-la pour 3 M€ et prenez-la en main, ou mettez-la dans la défausse.</translation>
    </message>
    <message>
        <source>Production: M€ -1; receive 10 M€.</source>
        <translation>Production&#xa0;: M€ -1&#xa0;; gagnez 10 M€.</translation>
    </message>
    <message>
        <source>Production: M€ -2, energy +3.</source>
        <translation>Production&#xa0;: M€ -2, énergie +3.</translation>
    </message>
    <message>
        <source>Production: M€ -2, heat +2, energy +2.</source>
        <translation>Production&#xa0;: M€ -2, chaleur +2, énergie +2.</translation>
    </message>
    <message>
        <source>Production: energy +1 per city tile in play, whoever owns it.</source>
        <translation>Production&#xa0;: énergie +1 par tuile cité en jeu, quel que soit son propriétaire.</translation>
    </message>
    <message>
        <source>Production: energy +1 per power tag you hold, this card&apos;s included.</source>
        <translation>Production&#xa0;: énergie +1 par indicateur Énergie que vous possédez, celui de cette carte compris.</translation>
    </message>
    <message>
        <source>Production: energy +1, steel +1.</source>
        <translation>Production&#xa0;: énergie +1, acier +1.</translation>
    </message>
    <message>
        <source>Production: energy +1.</source>
        <translation>Production&#xa0;: énergie +1.</translation>
    </message>
    <message>
        <source>Production: energy +1. Temperature goes up one step.</source>
        <translation>Production&#xa0;: énergie +1. La température augmente de 1 cran.</translation>
    </message>
    <message>
        <source>Production: energy +1. VP: 1.</source>
        <translation>Production&#xa0;: énergie +1. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Production: energy +1; receive 2 titanium.</source>
        <translation>Production&#xa0;: énergie +1&#xa0;; gagnez 2 titane.</translation>
    </message>
    <message>
        <source>Production: energy +2.</source>
        <translation>Production&#xa0;: énergie +2.</translation>
    </message>
    <message>
        <source>Production: energy +3.</source>
        <translation>Production&#xa0;: énergie +3.</translation>
    </message>
    <message>
        <source>Production: energy -1, M€ +2. Any one player: M€ production -2. VP: -1.</source>
        <translation>Production&#xa0;: énergie -1, M€ +2. N&apos;importe quel joueur&#xa0;: production de M€ -2. PV&#xa0;: -1.</translation>
    </message>
    <message>
        <source>Production: energy -1, M€ +2. Lay a city tile on a space bordering two or more other cities.</source>
        <translation>Production&#xa0;: énergie -1, M€ +2. Placez une tuile cité sur une case adjacente à au moins 2 autres cités.</translation>
    </message>
    <message>
        <source>Production: energy -1, M€ +3. Your city tile goes on the Noctis City reserved space, whatever the usual city limits.</source>
        <translation>Production&#xa0;: énergie -1, M€ +3. Placez votre tuile cité sur la case réservée Noctis City, sans tenir compte des restrictions habituelles de placement des cités.</translation>
    </message>
    <message>
        <source>Production: energy -1, M€ +3; lay a city tile. VP: -2.</source>
        <translation>Production&#xa0;: énergie -1, M€ +3&#xa0;; placez une tuile cité. PV&#xa0;: -2.</translation>
    </message>
    <message>
        <source>Production: energy -1, M€ -2; lay a city tile. Ongoing: every city tile laid by anyone, this one included, gives you M€ production +1.</source>
        <translation>Production&#xa0;: énergie -1, M€ -2&#xa0;; placez une tuile cité. Effet&#xa0;: chaque tuile cité placée par n&apos;importe quel joueur, celle-ci comprise, augmente votre production de M€ de 1.</translation>
    </message>
    <message>
        <source>Production: energy -1, heat +3.</source>
        <translation>Production&#xa0;: énergie -1, chaleur +3.</translation>
    </message>
    <message>
        <source>Production: energy -1, heat +4.</source>
        <translation>Production&#xa0;: énergie -1, chaleur +4.</translation>
    </message>
    <message>
        <source>Production: energy -1, plants +1. VP: 1.</source>
        <translation>Production&#xa0;: énergie -1, plantes +1. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Production: energy -1, steel +2.</source>
        <translation>Production&#xa0;: énergie -1, acier +2.</translation>
    </message>
    <message>
        <source>Production: energy -1, titanium +1, M€ +1.</source>
        <translation>Production&#xa0;: énergie -1, titane +1, M€ +1.</translation>
    </message>
    <message>
        <source>Production: energy -1. TR +2.</source>
        <translation>Production&#xa0;: énergie -1. NT +2.</translation>
    </message>
    <message>
        <source>Production: energy -2, plants +1. TR +1.</source>
        <translation>Production&#xa0;: énergie -2, plantes +1. NT +1.</translation>
    </message>
    <message>
        <source>Production: energy -2, steel +2, titanium +1. Oxygen goes up two steps.</source>
        <translation>Production&#xa0;: énergie -2, acier +2, titane +1. Le niveau d&apos;oxygène augmente de 2 crans.</translation>
    </message>
    <message>
        <source>Production: energy -4, plants +2. TR +3.</source>
        <translation>Production&#xa0;: énergie -4, plantes +2. NT +3.</translation>
    </message>
    <message>
        <source>Production: heat +1.</source>
        <translation>Production&#xa0;: chaleur +1.</translation>
    </message>
    <message>
        <source>Production: heat +1; receive 3 heat.</source>
        <translation>Production&#xa0;: chaleur +1&#xa0;; gagnez 3 chaleur.</translation>
    </message>
    <message>
        <source>Production: heat +2.</source>
        <translation>Production&#xa0;: chaleur +2.</translation>
    </message>
    <message>
        <source>Production: heat +3, plants +1. Two microbes onto another card of yours.</source>
        <translation>Production&#xa0;: chaleur +3, plantes +1. Ajoutez 2 microbes sur une autre de vos cartes.</translation>
    </message>
    <message>
        <source>Production: heat +4. The Mohole Area tile goes on an ocean-reserved space.</source>
        <translation>Production&#xa0;: chaleur +4. Placez la tuile Zone de Mohole sur une case réservée aux océans.</translation>
    </message>
    <message>
        <source>Production: heat +7.</source>
        <translation>Production&#xa0;: chaleur +7.</translation>
    </message>
    <message>
        <source>Production: heat -2, M€ +3. VP: 2.</source>
        <translation>Production&#xa0;: chaleur -2, M€ +3. PV&#xa0;: 2.</translation>
    </message>
    <message>
        <source>Production: plants +1.</source>
        <translation>Production&#xa0;: plantes +1.</translation>
    </message>
    <message>
        <source>Production: plants -1, M€ +4. VP: 1.</source>
        <translation>Production&#xa0;: plantes -1, M€ +4. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Production: steel +1.</source>
        <translation>Production&#xa0;: acier +1.</translation>
    </message>
    <message>
        <source>Production: titanium +1.</source>
        <translation>Production&#xa0;: titane +1.</translation>
    </message>
    <message>
        <source>Production: titanium +1. Action: 1 steel → 5 M€. VP: 2.</source>
        <translation>Production&#xa0;: titane +1. Action&#xa0;: 1 acier → 5 M€. PV&#xa0;: 2.</translation>
    </message>
    <message>
        <source>Production: titanium +1. VP: 1.</source>
        <translation>Production&#xa0;: titane +1. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Production: titanium +1. Your city tile goes on the Phobos Space Haven space (off Mars). VP: 3.</source>
        <translation>Production&#xa0;: titane +1. Placez votre tuile cité sur la case Refuge Spatial de Phobos (hors de Mars). PV&#xa0;: 3.</translation>
    </message>
    <message>
        <source>Production: titanium +2, M€ +2. VP: 1 per Jovian tag you hold.</source>
        <translation>Production&#xa0;: titane +2, M€ +2. PV&#xa0;: 1 par indicateur Jovien que vous possédez.</translation>
    </message>
    <message>
        <source>Production: titanium +2. VP: 2.</source>
        <translation>Production&#xa0;: titane +2. PV&#xa0;: 2.</translation>
    </message>
    <message>
        <source>Receive 1 M€ per event card played so far in the game, by anyone.</source>
        <translation>Gagnez 1 M€ par carte événement jouée depuis le début de la partie, par n&apos;importe quel joueur.</translation>
    </message>
    <message>
        <source>Receive 1 plant per city tile in play, whoever owns it.</source>
        <translation>Gagnez 1 plante par tuile cité en jeu, quel que soit son propriétaire.</translation>
    </message>
    <message>
        <source>Receive 2 plants; oxygen goes up one step and an ocean tile goes down.</source>
        <translation>Gagnez 2 plantes&#xa0;; le niveau d&apos;oxygène augmente de 1 cran et vous placez une tuile océan.</translation>
    </message>
    <message>
        <source>Receive 5 steel.</source>
        <translation>Gagnez 5 acier.</translation>
    </message>
    <message>
        <source>TR +1 per Jovian tag you hold, this card&apos;s included. VP: 2.</source>
        <translation>NT +1 par indicateur Jovien que vous possédez, celui de cette carte compris. PV&#xa0;: 2.</translation>
    </message>
    <message>
        <source>TR +1; receive 4 plants. Also 3 microbes onto another card of yours and 2 animals onto another card of yours.</source>
        <translation>NT +1&#xa0;; gagnez 4 plantes. Ajoutez aussi 3 microbes sur une autre de vos cartes et 2 animaux sur une autre de vos cartes.</translation>
    </message>
    <message>
        <source>TR +2 and temperature goes up one step. Production: plants +1, or plants +4 instead when you already hold 3 or more plant tags.</source>
        <translation>NT +2 et la température augmente de 1 cran. Production&#xa0;: plantes +1, ou plantes +4 à la place si vous possédez déjà au moins 3 indicateurs Plante.</translation>
    </message>
    <message>
        <source>TR +2.</source>
        <translation>NT +2.</translation>
    </message>
    <message>
        <source>TR +2. VP: -2.</source>
        <translation>NT +2. PV&#xa0;: -2.</translation>
    </message>
    <message>
        <source>Temperature goes up one step and an ocean tile goes down. May strip up to 3 plants from one player.</source>
        <translation>La température augmente de 1 cran et vous placez une tuile océan. Vous pouvez retirer jusqu&apos;à 3 plantes à un joueur.</translation>
    </message>
    <message>
        <source>Temperature goes up one step and you receive 2 titanium. May strip up to 3 plants from one player.</source>
        <translation>La température augmente de 1 cran et vous gagnez 2 titane. Vous pouvez retirer jusqu&apos;à 3 plantes à un joueur.</translation>
    </message>
    <message>
        <source>Temperature goes up three steps and you receive 4 steel. May strip up to 8 plants from one player.</source>
        <translation>La température augmente de 3 crans et vous gagnez 4 acier. Vous pouvez retirer jusqu&apos;à 8 plantes à un joueur.</translation>
    </message>
    <message>
        <source>Temperature goes up two steps and two ocean tiles go down. May strip up to 6 plants from one player.</source>
        <translation>La température augmente de 2 crans et vous placez 2 tuiles océan. Vous pouvez retirer jusqu&apos;à 6 plantes à un joueur.</translation>
    </message>
    <message>
        <source>Temperature goes up two steps and you receive 4 titanium. May strip up to 4 plants from one player.</source>
        <translation>La température augmente de 2 crans et vous gagnez 4 titane. Vous pouvez retirer jusqu&apos;à 4 plantes à un joueur.</translation>
    </message>
    <message>
        <source>Temperature goes up two steps. The Lava Flows tile goes on one volcano space: Tharsis Tholus, Ascraeus Mons, Pavonis Mons or Arsia Mons.</source>
        <translation>La température augmente de 2 crans. Placez la tuile Fleuves de Lave sur une case volcanique&#xa0;: Tharsis Tholus, Ascraeus Mons, Pavonis Mons ou Arsia Mons.</translation>
    </message>
    <message>
        <source>The Commercial District tile goes on any free land space; production: energy -1, M€ +4. VP: 1 per city tile bordering it.</source>
        <translation>Placez la tuile Quartier Commercial sur n&apos;importe quelle case libre non réservée aux océans&#xa0;; production&#xa0;: énergie -1, M€ +4. PV&#xa0;: 1 par tuile cité adjacente.</translation>
    </message>
    <message>
        <source>The Industrial Center tile goes on a free land space bordering a city. Action: 7 M€ → steel production +1.</source>
        <translation>Placez la tuile Centre Industriel sur une case libre non réservée aux océans, adjacente à une cité. Action&#xa0;: 7 M€ → production d&apos;acier +1.</translation>
    </message>
    <message>
        <source>The Mining Area tile goes on a space printed with a steel or titanium bonus that borders a tile you own. Production +1 of whichever of those two resources that space&apos;s bonus shows.</source>
        <translation>Placez la tuile Carrière sur une case portant un bonus d&apos;acier ou de titane et adjacente à l&apos;une de vos tuiles. Production +1 de la ressource (acier ou titane) indiquée par le bonus de cette case.</translation>
    </message>
    <message>
        <source>The Mining Rights tile goes on any space printed with a steel or titanium bonus. Production +1 of whichever of those two resources that space&apos;s bonus shows.</source>
        <translation>Placez la tuile Droits Miniers sur n&apos;importe quelle case portant un bonus d&apos;acier ou de titane. Production +1 de la ressource (acier ou titane) indiquée par le bonus de cette case.</translation>
    </message>
    <message>
        <source>The Nuclear Zone tile goes on any free land space and temperature goes up two steps. VP: -2.</source>
        <translation>Placez la tuile Zone Nucléaire sur n&apos;importe quelle case libre non réservée aux océans et la température augmente de 2 crans. PV&#xa0;: -2.</translation>
    </message>
    <message>
        <source>The Restricted Area tile goes on any free land space. Action: 2 M€ → draw a card.</source>
        <translation>Placez la tuile Zone Interdite sur n&apos;importe quelle case libre non réservée aux océans. Action&#xa0;: 2 M€ → piochez une carte.</translation>
    </message>
    <message>
        <source>Three microbes start on this card. Action, pick one: one microbe here; or discard 3 microbes from here → TR +1.</source>
        <translation>Cette carte commence avec 3 microbes. Action, au choix&#xa0;: ajoutez 1 microbe sur cette carte&#xa0;; ou défaussez 3 microbes de cette carte → NT +1.</translation>
    </message>
    <message>
        <source>Two ocean tiles go down.</source>
        <translation>Placez 2 tuiles océan.</translation>
    </message>
    <message>
        <source>Very first action of the game: draw 3 cards.</source>
        <translation>Toute première action de la partie&#xa0;: piochez 3 cartes.</translation>
    </message>
    <message>
        <source>Very first action of the game: lay one city tile, following normal city placement.</source>
        <translation>Toute première action de la partie&#xa0;: placez 1 tuile cité en respectant les règles normales de placement des cités.</translation>
    </message>
    <message>
        <source>You draw one card. VP: 1.</source>
        <translation>Piochez 1 carte. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>You draw two cards.</source>
        <translation>Piochez 2 cartes.</translation>
    </message>
    <message>
        <source>Your city tile goes on the Ganymede Colony space (off Mars). VP: 1 per Jovian tag you hold.</source>
        <translation>Placez votre tuile cité sur la case Colonie de Ganymède (hors de Mars). PV&#xa0;: 1 par indicateur Jovien que vous possédez.</translation>
    </message>
    <message>
        <source>Your next card played in this same generation gets an 8 M€ reduction. VP: -1.</source>
        <translation>La prochaine carte que vous jouez au cours de cette génération bénéficie d&apos;une réduction de 8 M€. PV&#xa0;: -1.</translation>
    </message>
    <message>
        <source>Your next card played in this same generation may have its temperature, oxygen or ocean requirement shifted by up to 2 steps either way.</source>
        <translation>Le prérequis de température, d&apos;oxygène ou d&apos;océans de la prochaine carte que vous jouez au cours de cette génération peut être décalé d&apos;au plus 2 crans, dans un sens ou dans l&apos;autre.</translation>
    </message>
</context>
<context>
    <name>CardsDialog</name>
    <message numerus="yes">
        <source>%n card(s) chosen</source>
        <translation>
            <numerusform>%n carte choisie</numerusform>
            <numerusform>%n cartes choisies</numerusform>
        </translation>
    </message>
    <message>
        <source>choose %1 to %2</source>
        <translation>choisissez de %1 à %2</translation>
    </message>
    <message>
        <source>cost: %1 M€</source>
        <translation>coût : %1 M€</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>Choose a card.</source>
        <translation>Choisissez une carte.</translation>
    </message>
    <message>
        <source>Choose a player.</source>
        <translation>Choisissez un joueur.</translation>
    </message>
    <message>
        <source>Choose an amount.</source>
        <translation>Choisissez une quantité.</translation>
    </message>
    <message>
        <source>Choose cards.</source>
        <translation>Choisissez des cartes.</translation>
    </message>
    <message>
        <source>Choose how many to spend.</source>
        <translation>Choisissez combien dépenser.</translation>
    </message>
    <message>
        <source>Choose one.</source>
        <translation>Choisissez une option.</translation>
    </message>
    <message>
        <source>Choose which action to use.</source>
        <translation>Choisissez l&apos;action à utiliser.</translation>
    </message>
    <message>
        <source>Place a %1 tile: click a highlighted space.</source>
        <translation>Placez une tuile %1 : cliquez sur une case en surbrillance.</translation>
    </message>
    <message>
        <source>Sell patents: choose the cards to sell for 1 M€ each.</source>
        <translation>Vente de brevets : choisissez les cartes à vendre pour 1 M€ chacune.</translation>
    </message>
</context>
<context>
    <name>Colours</name>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong</source>
        <translation>Une erreur s&apos;est produite</translation>
    </message>
    <message>
        <source>tmdesk hit an unexpected error. Your game is autosaved after every move, so you can continue it from the new-game screen.

Details are in the log file:
%1</source>
        <translation>tmdesk a rencontré une erreur inattendue. Votre partie est sauvegardée automatiquement après chaque coup : vous pouvez la reprendre depuis l&apos;écran de nouvelle partie.

Les détails sont dans le fichier journal :
%1</translation>
    </message>
</context>
<context>
    <name>DecisionDialog</name>
    <message>
        <source>Skip</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>This effect is optional: do not use it</source>
        <translation>Cet effet est facultatif : ne pas l&apos;utiliser</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Votre choix</translation>
    </message>
</context>
<context>
    <name>Effects</name>
    <message>
        <source>%1 %2 per counted item</source>
        <translation>%1 %2 par élément compté</translation>
    </message>
    <message>
        <source>%1 %2 production</source>
        <translation>%1 %2 (production)</translation>
    </message>
    <message>
        <source>a special effect</source>
        <translation>un effet spécial</translation>
    </message>
    <message>
        <source>add %1 %2 to another card</source>
        <translation>ajouter %1 %2 sur une autre carte</translation>
    </message>
    <message>
        <source>add %1 resource(s) to this card</source>
        <translation>ajouter %1 ressource(s) sur cette carte</translation>
    </message>
    <message>
        <source>discard %1 card(s)</source>
        <translation>défausser %1 carte(s)</translation>
    </message>
    <message>
        <source>draw %1 card(s)</source>
        <translation>piocher %1 carte(s)</translation>
    </message>
    <message>
        <source>gain %1 %2</source>
        <translation>gagner %1 %2</translation>
    </message>
    <message>
        <source>look at %1 cards and keep %2</source>
        <translation>regarder %1 cartes et en garder %2</translation>
    </message>
    <message>
        <source>look at the top card and buy it for %1 M€</source>
        <translation>regarder la première carte et l&apos;acheter pour %1 M€</translation>
    </message>
    <message>
        <source>lower any player&apos;s %1 production by %2</source>
        <translation>diminuer de %2 la production (%1) d&apos;un joueur</translation>
    </message>
    <message>
        <source>move X production from %1 to %2</source>
        <translation>déplacer X de production de %1 vers %2</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>place %1 %2 tile(s)</source>
        <translation>placer %1 tuile(s) %2</translation>
    </message>
    <message>
        <source>raise oxygen %1 step(s)</source>
        <translation>augmenter l&apos;oxygène de %1 cran(s)</translation>
    </message>
    <message>
        <source>raise the temperature %1 step(s)</source>
        <translation>augmenter la température de %1 cran(s)</translation>
    </message>
    <message>
        <source>raise your terraform rating by %1</source>
        <translation>augmenter votre NT de %1</translation>
    </message>
    <message>
        <source>remove %1 resource(s) from this card</source>
        <translation>retirer %1 ressource(s) de cette carte</translation>
    </message>
    <message>
        <source>remove %1 resource(s) here</source>
        <translation>retirer %1 ressource(s) ici</translation>
    </message>
    <message>
        <source>remove up to %1 %2 from any card</source>
        <translation>retirer jusqu&apos;à %1 %2 d&apos;une carte</translation>
    </message>
    <message>
        <source>remove up to %1 %2 from any player</source>
        <translation>retirer jusqu&apos;à %1 %2 à un joueur</translation>
    </message>
    <message>
        <source>spend %1 %2</source>
        <translation>dépenser %1 %2</translation>
    </message>
    <message>
        <source>steal up to %1 %2 from any player</source>
        <translation>voler jusqu&apos;à %1 %2 à un joueur</translation>
    </message>
    <message>
        <source>your next card costs %1 M€ less</source>
        <translation>votre prochaine carte coûte %1 M€ de moins</translation>
    </message>
    <message>
        <source>your next card may ignore global requirements by a little</source>
        <translation>votre prochaine carte peut s&apos;écarter un peu des prérequis globaux</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>%1 wins!</source>
        <translation>%1 a gagné !</translation>
    </message>
    <message>
        <source>Awards</source>
        <translation>Récompenses</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Final scores after generation %1</source>
        <translation>Décompte final après la génération %1</translation>
    </message>
    <message>
        <source>Go back to the final board</source>
        <translation>Revenir au plateau final</translation>
    </message>
    <message>
        <source>Greeneries next to cities</source>
        <translation>Verdures adjacentes aux cités</translation>
    </message>
    <message>
        <source>Greenery tiles</source>
        <translation>Tuiles verdure</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Voir le plateau</translation>
    </message>
    <message>
        <source>Mars is not terraformed in time: the game is lost.</source>
        <translation>Mars n&apos;est pas terraformée à temps : la partie est perdue.</translation>
    </message>
    <message>
        <source>Milestones</source>
        <translation>Objectifs</translation>
    </message>
    <message>
        <source>M€ production by generation</source>
        <translation>Production de M€ par génération</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Set up a new game</source>
        <translation>Préparer une nouvelle partie</translation>
    </message>
    <message>
        <source>Terraform rating</source>
        <translation>Niveau de Terraformation</translation>
    </message>
    <message>
        <source>Terraform rating by generation</source>
        <translation>Niveau de Terraformation par génération</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Victory points by generation</source>
        <translation>Points de Victoire par génération</translation>
    </message>
    <message>
        <source>generations %1 to %2</source>
        <translation>générations %1 à %2</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>Buying {count} cards costs {cost} M€; you have {have}.</source>
        <translation>Acheter {count} cartes coûte {cost} M€ ; vous avez {have}.</translation>
    </message>
    <message>
        <source>Choose an amount from {min} to {max}.</source>
        <translation>Choisissez une quantité de {min} à {max}.</translation>
    </message>
    <message>
        <source>Choose between {min} and {max} cards.</source>
        <translation>Choisissez entre {min} et {max} cartes.</translation>
    </message>
    <message>
        <source>Generation {generation} begins; {player} is first player.</source>
        <translation>La génération {generation} commence ; {player} est premier joueur.</translation>
    </message>
    <message>
        <source>Generation {generation} is reached: AutoMars wins.</source>
        <translation>La génération {generation} est atteinte : AutoMars gagne.</translation>
    </message>
    <message>
        <source>Having a terraform rating of at least 35</source>
        <translation>Avoir un Niveau de Terraformation d&apos;au moins 35</translation>
    </message>
    <message>
        <source>Having at least 16 cards in your hand</source>
        <translation>Avoir au moins 16 cartes en main</translation>
    </message>
    <message>
        <source>Having at least 8 building tags in play</source>
        <translation>Avoir au moins 8 indicateurs Bâtiment en jeu</translation>
    </message>
    <message>
        <source>Having the highest M€ production</source>
        <translation>Avoir la plus forte production de M€</translation>
    </message>
    <message>
        <source>Having the most heat resources</source>
        <translation>Avoir le plus de ressources de chaleur</translation>
    </message>
    <message>
        <source>Having the most science tags in play</source>
        <translation>Avoir le plus d&apos;indicateurs Science en jeu</translation>
    </message>
    <message>
        <source>Having the most steel and titanium resources</source>
        <translation>Avoir le plus de ressources d&apos;acier et de titane</translation>
    </message>
    <message>
        <source>It is {expected}&apos;s decision, not {player}&apos;s.</source>
        <translation>C&apos;est à {expected} de décider, pas à {player}.</translation>
    </message>
    <message>
        <source>Mars is not terraformed after generation 14: {player} loses ({score} VP).</source>
        <translation>Mars n&apos;est pas terraformée après la génération 14 : {player} perd ({score} PV).</translation>
    </message>
    <message>
        <source>Only Helion may pay with heat.</source>
        <translation>Seule Helion peut payer avec de la chaleur.</translation>
    </message>
    <message>
        <source>Owning at least 3 city tiles</source>
        <translation>Posséder au moins 3 tuiles cité</translation>
    </message>
    <message>
        <source>Owning at least 3 greenery tiles</source>
        <translation>Posséder au moins 3 tuiles verdure</translation>
    </message>
    <message>
        <source>Owning the most tiles in play</source>
        <translation>Posséder le plus de tuiles en jeu</translation>
    </message>
    <message>
        <source>Production phase of generation {generation}.</source>
        <translation>Phase de production de la génération {generation}.</translation>
    </message>
    <message>
        <source>Steel pays only for cards with a building tag.</source>
        <translation>L&apos;acier ne paie que les cartes avec un indicateur Bâtiment.</translation>
    </message>
    <message>
        <source>That cannot be done in this phase.</source>
        <translation>Cela ne peut pas se faire pendant cette phase.</translation>
    </message>
    <message>
        <source>The action of {card} cannot be used now.</source>
        <translation>L&apos;action de {card} ne peut pas être utilisée maintenant.</translation>
    </message>
    <message>
        <source>The award {award} cannot be funded now.</source>
        <translation>La récompense {award} ne peut pas être financée maintenant.</translation>
    </message>
    <message>
        <source>The draw pile is empty: the discard pile is shuffled into a new one.</source>
        <translation>La pioche est vide : la défausse est mélangée pour former une nouvelle pioche.</translation>
    </message>
    <message>
        <source>The game ends. {player} wins with {score} VP.</source>
        <translation>La partie est terminée. {player} gagne avec {score} PV.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>The game is waiting for {expected}, not {given}.</source>
        <translation>La partie attend {expected}, pas {given}.</translation>
    </message>
    <message>
        <source>The milestone {milestone} cannot be claimed now.</source>
        <translation>L&apos;objectif {milestone} ne peut pas être acquis maintenant.</translation>
    </message>
    <message>
        <source>The payment does not cover the cost of {cost} M€.</source>
        <translation>Le paiement ne couvre pas le coût de {cost} M€.</translation>
    </message>
    <message>
        <source>The payment uses more {resource} than needed.</source>
        <translation>Le paiement utilise plus de {resource} que nécessaire.</translation>
    </message>
    <message>
        <source>The standard project {project} is not available now.</source>
        <translation>Le projet standard {project} n&apos;est pas disponible maintenant.</translation>
    </message>
    <message>
        <source>There is no card named {card}.</source>
        <translation>Il n&apos;existe pas de carte nommée {card}.</translation>
    </message>
    <message>
        <source>This answer is not understood: {detail}.</source>
        <translation>Cette réponse n&apos;est pas comprise : {detail}.</translation>
    </message>
    <message>
        <source>This effect is not optional.</source>
        <translation>Cet effet n&apos;est pas facultatif.</translation>
    </message>
    <message>
        <source>This file is not a tmdesk saved game.</source>
        <translation>Ce fichier n&apos;est pas une partie sauvegardée de tmdesk.</translation>
    </message>
    <message>
        <source>This file is too large to be a saved game.</source>
        <translation>Ce fichier est trop volumineux pour être une partie sauvegardée.</translation>
    </message>
    <message>
        <source>This game was saved by a newer tmdesk (format {version}).</source>
        <translation>Cette partie a été sauvegardée par une version plus récente de tmdesk (format {version}).</translation>
    </message>
    <message>
        <source>This saved game is damaged: {detail}</source>
        <translation>Cette partie sauvegardée est endommagée : {detail}</translation>
    </message>
    <message>
        <source>Titanium pays only for cards with a space tag.</source>
        <translation>Le titane ne paie que les cartes avec un indicateur Spatial.</translation>
    </message>
    <message>
        <source>You cannot turn heat into a temperature step now.</source>
        <translation>Vous ne pouvez pas convertir de la chaleur en un cran de température maintenant.</translation>
    </message>
    <message>
        <source>You cannot turn plants into a greenery now.</source>
        <translation>Vous ne pouvez pas convertir des plantes en verdure maintenant.</translation>
    </message>
    <message>
        <source>You have only {have} {resource}, not {need}.</source>
        <translation>Vous n&apos;avez que {have} {resource}, pas {need}.</translation>
    </message>
    <message>
        <source>You must take an action before ending your turn.</source>
        <translation>Vous devez faire une action avant de terminer votre tour.</translation>
    </message>
    <message>
        <source>at least {value} cities must be in play</source>
        <translation>il faut au moins {value} cités en jeu</translation>
    </message>
    <message>
        <source>at least {value} oceans must be on Mars</source>
        <translation>il faut au moins {value} océans sur Mars</translation>
    </message>
    <message>
        <source>at most {value} oceans may be on Mars</source>
        <translation>il ne peut y avoir que {value} océans au plus sur Mars</translation>
    </message>
    <message>
        <source>it costs {cost} M€ and you can pay at most {have}</source>
        <translation>elle coûte {cost} M€ et vous pouvez payer au plus {have}</translation>
    </message>
    <message>
        <source>no player has enough {resource} production to lower</source>
        <translation>aucun joueur n&apos;a assez de production ({resource}) à diminuer</translation>
    </message>
    <message>
        <source>none of its options can be carried out</source>
        <translation>aucune de ses options n&apos;est réalisable</translation>
    </message>
    <message>
        <source>oxygen must be at least {value} %</source>
        <translation>l&apos;oxygène doit être d&apos;au moins {value} %</translation>
    </message>
    <message>
        <source>oxygen must be at most {value} %</source>
        <translation>l&apos;oxygène doit être d&apos;au plus {value} %</translation>
    </message>
    <message>
        <source>the temperature must be at least {value} °C</source>
        <translation>la température doit être d&apos;au moins {value} °C</translation>
    </message>
    <message>
        <source>the temperature must be at most {value} °C</source>
        <translation>la température doit être d&apos;au plus {value} °C</translation>
    </message>
    <message>
        <source>there is no legal space for its tile</source>
        <translation>il n&apos;y a aucune case autorisée pour sa tuile</translation>
    </message>
    <message>
        <source>you have no building card with a production box</source>
        <translation>vous n&apos;avez aucune carte Bâtiment avec une case de production</translation>
    </message>
    <message>
        <source>you need {resource} production of at least {value}</source>
        <translation>il vous faut une production ({resource}) d&apos;au moins {value}</translation>
    </message>
    <message>
        <source>you need {value} greenery tiles</source>
        <translation>il vous faut {value} tuiles verdure</translation>
    </message>
    <message>
        <source>you need {value} other cards in hand to discard</source>
        <translation>il vous faut {value} autres cartes en main à défausser</translation>
    </message>
    <message>
        <source>you need {value} {resource}</source>
        <translation>il vous faut {value} {resource}</translation>
    </message>
    <message>
        <source>you need {value} {tag} tags</source>
        <translation>il vous faut {value} indicateurs {tag}</translation>
    </message>
    <message>
        <source>your {resource} production cannot go that low</source>
        <translation>votre production ({resource}) ne peut pas descendre si bas</translation>
    </message>
    <message>
        <source>{card} cannot be played: {reason}.</source>
        <translation>{card} ne peut pas être jouée : {reason}.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} n&apos;est pas dans votre main.</translation>
    </message>
    <message numerus="yes">
        <source>{player} buys %n card(s).</source>
        <translation>
            <numerusform>{player} achète %n carte.</numerusform>
            <numerusform>{player} achète %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} claims the milestone {milestone}.</source>
        <translation>{player} acquiert l&apos;objectif {milestone}.</translation>
    </message>
    <message>
        <source>{player} drafts a card.</source>
        <translation>{player} drafte une carte.</translation>
    </message>
    <message numerus="yes">
        <source>{player} draws %n card(s).</source>
        <translation>
            <numerusform>{player} pioche %n carte.</numerusform>
            <numerusform>{player} pioche %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} ends the turn.</source>
        <translation>{player} termine son tour.</translation>
    </message>
    <message>
        <source>{player} funds the award {award} for {cost} M€.</source>
        <translation>{player} finance la récompense {award} pour {cost} M€.</translation>
    </message>
    <message>
        <source>{player} lowers {target}&apos;s {resource} production by {amount}.</source>
        <translation>{player} diminue de {amount} la production ({resource}) de {target}.</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} passe.</translation>
    </message>
    <message>
        <source>{player} places a {tile} tile on {space}.</source>
        <translation>{player} place une tuile {tile} sur {space}.</translation>
    </message>
    <message>
        <source>{player} plays {card}.</source>
        <translation>{player} joue {card}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} plays {corporation} and keeps %n card(s).</source>
        <translation>
            <numerusform>{player} joue {corporation} et garde %n carte.</numerusform>
            <numerusform>{player} joue {corporation} et garde %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} raises oxygen to {value} %.</source>
        <translation>{player} augmente l&apos;oxygène à {value} %.</translation>
    </message>
    <message>
        <source>{player} raises the temperature to {value} °C.</source>
        <translation>{player} augmente la température à {value} °C.</translation>
    </message>
    <message>
        <source>{player} removes {amount} {resource} from {target}.</source>
        <translation>{player} retire {amount} {resource} à {target}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} sells %n patent(s).</source>
        <translation>
            <numerusform>{player} vend %n brevet.</numerusform>
            <numerusform>{player} vend %n brevets.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} turns 8 heat into a temperature step.</source>
        <translation>{player} convertit 8 chaleur en un cran de température.</translation>
    </message>
    <message>
        <source>{player} turns plants into a greenery.</source>
        <translation>{player} convertit des plantes en verdure.</translation>
    </message>
    <message>
        <source>{player} uses the action of {card}.</source>
        <translation>{player} utilise l&apos;action de {card}.</translation>
    </message>
    <message>
        <source>{player} uses the standard project {project}.</source>
        <translation>{player} utilise le projet standard {project}.</translation>
    </message>
    <message>
        <source>{player}&apos;s terraform rating rises to {value}.</source>
        <translation>Le NT de {player} passe à {value}.</translation>
    </message>
    <message>
        <source>{resource} cannot be used to pay.</source>
        <translation>{resource} : ne peut pas servir à payer.</translation>
    </message>
    <message>
        <source>{value} is not one of the options.</source>
        <translation>{value} ne fait pas partie des options.</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>Nothing to undo yet.</source>
        <translation>Rien à annuler pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Something went wrong and the move was taken back. Details are in the log file.</source>
        <translation>Une erreur s&apos;est produite et le coup a été annulé. Les détails sont dans le fichier journal.</translation>
    </message>
    <message>
        <source>Undo stops here: a card was drawn, and going back would show cards that must stay hidden.</source>
        <translation>L&apos;annulation s&apos;arrête ici : une carte a été piochée, et revenir en arrière montrerait des cartes qui doivent rester cachées.</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Annuler : %1</translation>
    </message>
    <message>
        <source>the last decision</source>
        <translation>la dernière décision</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>%1, your turn: take your %2.</source>
        <translation>%1, à vous : faites votre %2.</translation>
    </message>
    <message>
        <source>%1: draft</source>
        <translation>%1 : draft</translation>
    </message>
    <message>
        <source>%1: final greenery — turn plants into greeneries, then pass.</source>
        <translation>%1 : verdure finale — convertissez vos plantes en verdures, puis passez.</translation>
    </message>
    <message>
        <source>%1: research</source>
        <translation>%1 : recherche</translation>
    </message>
    <message>
        <source>%1: set-up</source>
        <translation>%1 : mise en place</translation>
    </message>
    <message>
        <source>Cannot be played now</source>
        <translation>Ne peut pas être jouée maintenant</translation>
    </message>
    <message>
        <source>Cards are played during your turn in the action phase</source>
        <translation>Les cartes se jouent pendant votre tour, en phase d&apos;action</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Double-click to use its action</source>
        <translation>Double-cliquez pour utiliser son action</translation>
    </message>
    <message>
        <source>Drag to the play area, double-click or press Enter to play</source>
        <translation>Faites glisser vers la zone de jeu, double-cliquez ou appuyez sur Entrée pour jouer</translation>
    </message>
    <message>
        <source>Drop a card here to play it</source>
        <translation>Déposez une carte ici pour la jouer</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Décompte final</translation>
    </message>
    <message>
        <source>Generation %1 · %2</source>
        <translation>Génération %1 · %2</translation>
    </message>
    <message>
        <source>Legal spaces for the tile, with what placing there gives</source>
        <translation>Cases autorisées pour la tuile, avec ce que le placement rapporte</translation>
    </message>
    <message>
        <source>No cards in hand</source>
        <translation>Aucune carte en main</translation>
    </message>
    <message>
        <source>Open the choice the game is waiting for</source>
        <translation>Ouvrir le choix que la partie attend</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Placer</translation>
    </message>
    <message>
        <source>Place the tile on the space chosen in the list (keyboard)</source>
        <translation>Placer la tuile sur la case choisie dans la liste (clavier)</translation>
    </message>
    <message>
        <source>Play area — drop a card here to play it; double-click a blue card to use its action</source>
        <translation>Zone de jeu — déposez une carte ici pour la jouer ; double-cliquez sur une carte bleue pour utiliser son action</translation>
    </message>
    <message>
        <source>Show the final scores again</source>
        <translation>Afficher à nouveau le décompte final</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>This card cannot be played now.</source>
        <translation>Cette carte ne peut pas être jouée maintenant.</translation>
    </message>
    <message>
        <source>This effect is optional: do not use it</source>
        <translation>Cet effet est facultatif : ne pas l&apos;utiliser</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>En attente de %1.</translation>
    </message>
    <message>
        <source>You can play a card only on your turn.</source>
        <translation>Vous ne pouvez jouer une carte que pendant votre tour.</translation>
    </message>
    <message>
        <source>Your hand — drag a card up to the play area, or double-click it</source>
        <translation>Votre main — faites glisser une carte vers la zone de jeu, ou double-cliquez dessus</translation>
    </message>
    <message>
        <source>first action</source>
        <translation>première action</translation>
    </message>
    <message>
        <source>second action</source>
        <translation>deuxième action</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>%1 production %2</source>
        <translation>production de %1 %2</translation>
    </message>
    <message>
        <source>Buy no card this time.</source>
        <translation>N’achetez aucune carte cette fois.</translation>
    </message>
    <message>
        <source>Buy these cards: %1.</source>
        <translation>Achetez ces cartes : %1.</translation>
    </message>
    <message>
        <source>Choose %1.</source>
        <translation>Choisissez %1.</translation>
    </message>
    <message>
        <source>Choose: %1.</source>
        <translation>Choisissez : %1.</translation>
    </message>
    <message>
        <source>Claim the milestone %1.</source>
        <translation>Acquérez l’objectif %1.</translation>
    </message>
    <message>
        <source>End your turn here.</source>
        <translation>Terminez votre tour ici.</translation>
    </message>
    <message>
        <source>Fund the award %1.</source>
        <translation>Financez la récompense %1.</translation>
    </message>
    <message>
        <source>It is worth about %1 M€ more than the next best choice.</source>
        <translation>Cela vaut environ %1 M€ de plus que le meilleur choix suivant.</translation>
    </message>
    <message>
        <source>Pass: nothing you can do now is worth what it costs.</source>
        <translation>Passez : rien de ce que vous pouvez faire maintenant ne vaut ce que cela coûte.</translation>
    </message>
    <message>
        <source>Pick %1.</source>
        <translation>Prenez %1.</translation>
    </message>
    <message>
        <source>Place it on %1.</source>
        <translation>Placez-la sur %1.</translation>
    </message>
    <message>
        <source>Play %1.</source>
        <translation>Jouez %1.</translation>
    </message>
    <message>
        <source>Skip this choice.</source>
        <translation>Ignorez ce choix.</translation>
    </message>
    <message>
        <source>Take %1 and keep these cards: %2.</source>
        <translation>Prenez %1 et gardez ces cartes : %2.</translation>
    </message>
    <message>
        <source>Turn 8 heat into a temperature step.</source>
        <translation>Convertissez 8 chaleur en un palier de température.</translation>
    </message>
    <message>
        <source>Turn plants into a greenery.</source>
        <translation>Convertissez des plantes en verdure.</translation>
    </message>
    <message>
        <source>Use the action of %1.</source>
        <translation>Utilisez l’action de %1.</translation>
    </message>
    <message>
        <source>Use the standard project: %1.</source>
        <translation>Utilisez le projet standard : %1.</translation>
    </message>
    <message>
        <source>What it changes for you: %1.</source>
        <translation>Ce que cela change pour vous : %1.</translation>
    </message>
    <message>
        <source>cards in hand %1</source>
        <translation>cartes en main %1</translation>
    </message>
    <message>
        <source>terraform rating %1</source>
        <translation>Niveau de Terraformation %1</translation>
    </message>
    <message>
        <source>victory points %1</source>
        <translation>Points de Victoire %1</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Everything that happened in this game</source>
        <translation>Tout ce qui s&apos;est passé dans cette partie</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>%1 (computer, %2) is thinking…</source>
        <translation>%1 (ordinateur, %2) réfléchit…</translation>
    </message>
    <message>
        <source>&amp;About tmdesk</source>
        <translation>À &amp;propos de tmdesk</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Fit the board (Ctrl 0)</source>
        <translation>&amp;Ajuster le plateau (Ctrl 0)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Hint: what would the Hard bot do?</source>
        <translation>&amp;Conseil : que ferait l’ordinateur Difficile ?</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Undo (%1)</source>
        <translation>&amp;Annuler (%1)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>A game is in progress. Save it to a file before starting a new one?</source>
        <translation>Une partie est en cours. L&apos;enregistrer dans un fichier avant d&apos;en commencer une nouvelle ?</translation>
    </message>
    <message>
        <source>About tmdesk</source>
        <translation>À propos de tmdesk</translation>
    </message>
    <message>
        <source>Ask the strongest computer player what it would do in your place (Ctrl+I)</source>
        <translation>Demander au joueur ordinateur le plus fort ce qu’il ferait à votre place (Ctrl+I)</translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation>Impossible d&apos;ouvrir ce fichier</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Impossible d&apos;enregistrer</translation>
    </message>
    <message>
        <source>Choose your corporation and starting cards.</source>
        <translation>Choisissez votre corporation et vos cartes de départ.</translation>
    </message>
    <message>
        <source>Draft: pick a card.</source>
        <translation>Draft : choisissez une carte.</translation>
    </message>
    <message>
        <source>Final greenery conversion.</source>
        <translation>Conversion finale des plantes en verdure.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>It is your turn.</source>
        <translation>C&apos;est votre tour.</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie sauvegardée</translation>
    </message>
    <message>
        <source>Research: buy your cards for this generation.</source>
        <translation>Recherche : achetez vos cartes pour cette génération.</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Enregistré dans %1</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab: move between controls
Arrows, Enter or Space on a card: choose or play it
Ctrl+E: end turn · Ctrl+P: pass
Ctrl+G: plants to greenery · Ctrl+H: heat to temperature
Ctrl+Z / Ctrl+Shift+Z: undo / redo
Ctrl + / Ctrl - / Ctrl 0: zoom the board in, out, fit
Ctrl+S: save · Ctrl+O: open · Ctrl+N: new game</source>
        <translation>Tab / Maj+Tab : passer d&apos;un contrôle à l&apos;autre
Flèches, Entrée ou Espace sur une carte : la choisir ou la jouer
Ctrl+E : fin du tour · Ctrl+P : passer
Ctrl+G : plantes en verdure · Ctrl+H : chaleur en température
Ctrl+Z / Ctrl+Maj+Z : annuler / rétablir
Ctrl + / Ctrl - / Ctrl 0 : zoomer, dézoomer, ajuster le plateau
Ctrl+S : enregistrer · Ctrl+O : ouvrir · Ctrl+N : nouvelle partie</translation>
    </message>
    <message>
        <source>Terraforming Mars — tmdesk</source>
        <translation>Terraforming Mars — tmdesk</translation>
    </message>
    <message>
        <source>The AutoMars opponent is not available in this version yet. Please choose another mode.</source>
        <translation>L&apos;adversaire AutoMars n&apos;est pas encore disponible dans cette version. Choisissez un autre mode.</translation>
    </message>
    <message>
        <source>The Hard bot is thinking about your position…</source>
        <translation>L’ordinateur Difficile réfléchit à votre position…</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>La partie n&apos;a pas pu être enregistrée : %1</translation>
    </message>
    <message>
        <source>This game cannot be set up: %1</source>
        <translation>Impossible de mettre en place cette partie : %1</translation>
    </message>
    <message>
        <source>You have a choice to make.</source>
        <translation>Vous avez un choix à faire.</translation>
    </message>
    <message>
        <source>Zoom &amp;in (Ctrl +)</source>
        <translation>&amp;Zoomer (Ctrl +)</translation>
    </message>
    <message>
        <source>Zoom &amp;out (Ctrl -)</source>
        <translation>&amp;Dézoomer (Ctrl -)</translation>
    </message>
    <message>
        <source>tmdesk %1 — a desktop edition of the board game Terraforming Mars.</source>
        <translation>tmdesk %1 — une édition pour ordinateur du jeu de plateau Terraforming Mars.</translation>
    </message>
    <message>
        <source>tmdesk saved games (*.json)</source>
        <translation>Parties sauvegardées tmdesk (*.json)</translation>
    </message>
    <message>
        <source>tmdesk saved games (*.json);;All files (*)</source>
        <translation>Parties sauvegardées tmdesk (*.json);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>NewGameScreen</name>
    <message>
        <source>Adds the Corporate Era cards and corporations; no starting production</source>
        <translation>Ajoute les cartes et corporations de l&apos;Ère des Corporations ; pas de production de départ</translation>
    </message>
    <message>
        <source>Against AutoMars</source>
        <translation>Contre AutoMars</translation>
    </message>
    <message>
        <source>Against AutoMars: add the Corporate Era cards and corporations</source>
        <translation>Contre AutoMars : ajoute les cartes et corporations de l&apos;Ère des Corporations</translation>
    </message>
    <message>
        <source>AutoMars corporation (C01)</source>
        <translation>Corporation d&apos;AutoMars (C01)</translation>
    </message>
    <message>
        <source>AutoMars difficulty</source>
        <translation>Difficulté d&apos;AutoMars</translation>
    </message>
    <message>
        <source>AutoMars plays corporation C01: it gains 4 M€ for every card costing 20 M€ or more it resolves (the only one the rulebook describes fully)</source>
        <translation>AutoMars joue la corporation C01 : il gagne 4 M€ pour chaque carte coûtant 20 M€ ou plus qu&apos;il résout (la seule que les règles décrivent entièrement)</translation>
    </message>
    <message>
        <source>AutoMars&apos;s difficulty: Easy, Normal, Hard or Brutal, as in the AutoMars rulebook</source>
        <translation>Difficulté d&apos;AutoMars : Facile, Normal, Difficile ou Brutal, comme dans les règles d&apos;AutoMars</translation>
    </message>
    <message>
        <source>Beginner Corporation</source>
        <translation>Jeune Corporation</translation>
    </message>
    <message>
        <source>Brutal</source>
        <translation>Brutal</translation>
    </message>
    <message>
        <source>Colour of this player&apos;s tiles and markers</source>
        <translation>Couleur des tuiles et marqueurs de ce joueur</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Ordinateur : %1</translation>
    </message>
    <message>
        <source>Continue last game</source>
        <translation>Reprendre la dernière partie</translation>
    </message>
    <message>
        <source>Corporate Era</source>
        <translation>Ère des Corporations</translation>
    </message>
    <message>
        <source>Deal the cards and start</source>
        <translation>Distribuer les cartes et commencer</translation>
    </message>
    <message>
        <source>Draft variant</source>
        <translation>Variante draft</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Chaque joueur doit avoir un nom.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Go on with the game that was autosaved</source>
        <translation>Continuer la partie sauvegardée automatiquement</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>How many people play: 1 to 5 (1 for the solo game and against AutoMars)</source>
        <translation>Nombre de joueurs : de 1 à 5 (1 pour le jeu solo et contre AutoMars)</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <source>One player against the AutoMars automated opponent</source>
        <translation>Un joueur contre l&apos;adversaire automatisé AutoMars</translation>
    </message>
    <message>
        <source>Open a game saved to a file (Ctrl+O)</source>
        <translation>Ouvrir une partie sauvegardée dans un fichier (Ctrl+O)</translation>
    </message>
    <message>
        <source>Open saved game…</source>
        <translation>Ouvrir une partie sauvegardée…</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Nom du joueur</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Players pick research cards one at a time and pass the rest on</source>
        <translation>Les joueurs choisissent les cartes de recherche une à une et passent les autres</translation>
    </message>
    <message>
        <source>Second seat: AutoMars (automated opponent)</source>
        <translation>Deuxième place : AutoMars (adversaire automatisé)</translation>
    </message>
    <message>
        <source>Seed (optional)</source>
        <translation>Graine (facultative)</translation>
    </message>
    <message>
        <source>Solo game (14 generations)</source>
        <translation>Jeu solo (14 générations)</translation>
    </message>
    <message>
        <source>Standard game</source>
        <translation>Jeu standard</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <source>Start with the Beginner Corporation: 42 M€ and 10 free cards</source>
        <translation>Commencer avec la Jeune Corporation : 42 M€ et 10 cartes gratuites</translation>
    </message>
    <message>
        <source>Terraforming Mars — new game</source>
        <translation>Terraforming Mars — nouvelle partie</translation>
    </message>
    <message>
        <source>The base game for 1 to 5 players, with the starting production of the base rules</source>
        <translation>Le jeu de base pour 1 à 5 joueurs, avec la production de départ des règles de base</translation>
    </message>
    <message>
        <source>The official solo game: terraform Mars by the end of generation 14</source>
        <translation>Le jeu solo officiel : terraformez Mars avant la fin de la génération 14</translation>
    </message>
    <message>
        <source>The same seed deals the same cards: useful to replay a game</source>
        <translation>La même graine distribue les mêmes cartes : pratique pour rejouer une partie</translation>
    </message>
    <message>
        <source>Two players have the same colour.</source>
        <translation>Deux joueurs ont la même couleur.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Deux joueurs ont le même nom.</translation>
    </message>
    <message>
        <source>Who plays this seat: a person at this computer, or a computer opponent (Easy, Normal or Hard, the strongest)</source>
        <translation>Qui joue à cette place : une personne à cet ordinateur, ou un adversaire joué par l’ordinateur (Facile, Normal ou Difficile, le plus fort)</translation>
    </message>
    <message>
        <source>With the Corporate Era cards</source>
        <translation>Avec les cartes de l&apos;Ère des Corporations</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>“Neutral” and “AutoMars” are reserved names.</source>
        <translation>« Neutral » et « AutoMars » sont des noms réservés.</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Everyone else, please look away: %1&apos;s cards are shown next.</source>
        <translation>Les autres, détournez le regard : les cartes de %1 vont s&apos;afficher.</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>Je suis %1 — montrer mes cartes</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Passez à %1</translation>
    </message>
    <message>
        <source>Press Enter when %1 is at the keyboard</source>
        <translation>Appuyez sur Entrée quand %1 est au clavier</translation>
    </message>
</context>
<context>
    <name>PaymentDialog</name>
    <message>
        <source>%1 costs %2 M€. How do you pay?</source>
        <translation>%1 coûte %2 M€. Comment payez-vous ?</translation>
    </message>
    <message>
        <source>Each %1 is worth %2 M€</source>
        <translation>Chaque %1 vaut %2 M€</translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>Payer</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Paiement</translation>
    </message>
</context>
<context>
    <name>PickScreen</name>
    <message>
        <source>%1 cards × 3 M€ = %2 M€ · you have %3 M€</source>
        <translation>%1 cartes × 3 M€ = %2 M€ · vous avez %3 M€</translation>
    </message>
    <message>
        <source>%1, choose your corporation and the project cards you keep (3 M€ each).</source>
        <translation>%1, choisissez votre corporation et les cartes projet que vous gardez (3 M€ chacune).</translation>
    </message>
    <message>
        <source>%1, draft: keep one card; the rest go to your neighbour.</source>
        <translation>%1, draft : gardez une carte ; les autres vont à votre voisin.</translation>
    </message>
    <message>
        <source>%1, research: keep the cards you want to buy (3 M€ each).</source>
        <translation>%1, recherche : gardez les cartes que vous voulez acheter (3 M€ chacune).</translation>
    </message>
    <message>
        <source>Cards to keep — drop them here</source>
        <translation>Cartes à garder — déposez-les ici</translation>
    </message>
    <message>
        <source>Choose a corporation first.</source>
        <translation>Choisissez d&apos;abord une corporation.</translation>
    </message>
    <message>
        <source>Click to choose</source>
        <translation>Cliquez pour choisir</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirmer</translation>
    </message>
    <message>
        <source>Confirm your choice (Enter)</source>
        <translation>Confirmer votre choix (Entrée)</translation>
    </message>
    <message>
        <source>Corporations (click one)</source>
        <translation>Corporations (cliquez sur l&apos;une d&apos;elles)</translation>
    </message>
    <message>
        <source>Drag down (or double-click) to keep</source>
        <translation>Faites glisser vers le bas (ou double-cliquez) pour garder</translation>
    </message>
    <message>
        <source>Drag one card into the area below.</source>
        <translation>Faites glisser une carte dans la zone ci-dessous.</translation>
    </message>
    <message>
        <source>Drag the cards you want into this area</source>
        <translation>Faites glisser les cartes voulues dans cette zone</translation>
    </message>
    <message>
        <source>Drag up (or double-click) to give back</source>
        <translation>Faites glisser vers le haut (ou double-cliquez) pour rendre</translation>
    </message>
    <message>
        <source>Kept: %1</source>
        <translation>Gardées : %1</translation>
    </message>
    <message>
        <source>Not enough M€: %1 needed, %2 available.</source>
        <translation>Pas assez de M€ : %1 nécessaires, %2 disponibles.</translation>
    </message>
    <message>
        <source>Offered cards</source>
        <translation>Cartes proposées</translation>
    </message>
    <message>
        <source>The Beginner Corporation keeps all 10 cards for free.</source>
        <translation>La Jeune Corporation garde les 10 cartes gratuitement.</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>%1 · played: green %2, blue %3, red %4</source>
        <translation>%1 · jouées : vert %2, bleu %3, rouge %4</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n carte en main</numerusform>
            <numerusform>%n cartes en main</numerusform>
        </translation>
    </message>
    <message>
        <source>(passed)</source>
        <translation>(a passé)</translation>
    </message>
    <message>
        <source>Actions used: %1</source>
        <translation>Actions utilisées : %1</translation>
    </message>
    <message>
        <source>Cards…</source>
        <translation>Cartes…</translation>
    </message>
    <message>
        <source>No corporation yet</source>
        <translation>Pas encore de corporation</translation>
    </message>
    <message>
        <source>No tags yet</source>
        <translation>Pas encore d&apos;indicateur</translation>
    </message>
    <message>
        <source>On cards: %1</source>
        <translation>Sur les cartes : %1</translation>
    </message>
    <message>
        <source>Show the cards %1 has played</source>
        <translation>Montrer les cartes jouées par %1</translation>
    </message>
    <message>
        <source>Terraform rating</source>
        <translation>Niveau de Terraformation</translation>
    </message>
</context>
<context>
    <name>ResourceCell</name>
    <message>
        <source>%1: %2 in stock, production %3 per generation</source>
        <translation>%1 : %2 en réserve, production de %3 par génération</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Colour-blind-safe player colours</source>
        <translation>Couleurs des joueurs adaptées aux daltoniens</translation>
    </message>
    <message>
        <source>Interface scale</source>
        <translation>Échelle de l&apos;interface</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Player colours that stay distinct for the common kinds of colour blindness</source>
        <translation>Des couleurs de joueurs qui restent distinctes pour les formes courantes de daltonisme</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Size of the text and controls</source>
        <translation>Taille du texte et des contrôles</translation>
    </message>
    <message>
        <source>The language of the whole game, cards included</source>
        <translation>La langue de tout le jeu, cartes comprises</translation>
    </message>
</context>
<context>
    <name>TableauDialog</name>
    <message>
        <source>Active (blue)</source>
        <translation>Actives (bleues)</translation>
    </message>
    <message>
        <source>Automated (green)</source>
        <translation>Automatisées (vertes)</translation>
    </message>
    <message>
        <source>Cards played by %1</source>
        <translation>Cartes jouées par %1</translation>
    </message>
    <message>
        <source>Corporation</source>
        <translation>Corporation</translation>
    </message>
    <message>
        <source>Events (red)</source>
        <translation>Événements (rouges)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
</context>
<context>
    <name>Term</name>
    <message>
        <source>2 M€ per adjacent ocean</source>
        <translation>2 M€ par océan adjacent</translation>
    </message>
    <message>
        <source>Action phase</source>
        <translation>Phase d&apos;action</translation>
    </message>
    <message>
        <source>Advance Another Counter</source>
        <translation>Avancer un autre compteur</translation>
    </message>
    <message>
        <source>Advance Counter</source>
        <translation>Avancer le compteur</translation>
    </message>
    <message>
        <source>Animal</source>
        <translation>Animal</translation>
    </message>
    <message>
        <source>Aquifer</source>
        <translation>Aquifère</translation>
    </message>
    <message>
        <source>Arsia Mons</source>
        <translation>Arsia Mons</translation>
    </message>
    <message>
        <source>Ascraeus Mons</source>
        <translation>Ascraeus Mons</translation>
    </message>
    <message>
        <source>Asteroid</source>
        <translation>Astéroïde</translation>
    </message>
    <message>
        <source>Asteroid Mining</source>
        <translation>Exploitation minière d&apos;astéroïdes</translation>
    </message>
    <message>
        <source>AutoMars</source>
        <translation>AutoMars</translation>
    </message>
    <message>
        <source>AutoMars board</source>
        <translation>plateau AutoMars</translation>
    </message>
    <message>
        <source>AutoMars board holder</source>
        <translation>support du plateau AutoMars</translation>
    </message>
    <message>
        <source>AutoMars corporation card</source>
        <translation>carte corporation AutoMars</translation>
    </message>
    <message>
        <source>Automa</source>
        <translation>Automa</translation>
    </message>
    <message>
        <source>Awards</source>
        <translation>Récompenses</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>Banquier</translation>
    </message>
    <message>
        <source>Beginner Corporation</source>
        <translation>Corporation « débutant »</translation>
    </message>
    <message>
        <source>Brutal</source>
        <translation>Brutal</translation>
    </message>
    <message>
        <source>Builder</source>
        <translation>Constructeur</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Bâtiment</translation>
    </message>
    <message>
        <source>Building track</source>
        <translation>piste Bâtiment</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Capitale</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Cité</translation>
    </message>
    <message>
        <source>Claim a Milestone</source>
        <translation>Acquérir un objectif</translation>
    </message>
    <message>
        <source>Claim a milestone</source>
        <translation>Acquérir un objectif</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Colonies</translation>
    </message>
    <message>
        <source>Convert heat into temperature</source>
        <translation>Convertir de la chaleur en température</translation>
    </message>
    <message>
        <source>Convert plants into greenery</source>
        <translation>Convertir des plantes en verdure</translation>
    </message>
    <message>
        <source>Corporate Competition</source>
        <translation>Compétition corporative</translation>
    </message>
    <message>
        <source>Corporate Era</source>
        <translation>Ère des Corporations</translation>
    </message>
    <message>
        <source>CrediCor</source>
        <translation>CrediCor</translation>
    </message>
    <message>
        <source>Draft variant</source>
        <translation>Variante draft</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>Terre</translation>
    </message>
    <message>
        <source>Earth track (Earth/city)</source>
        <translation>piste Terre/Cité</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>EcoLine</source>
        <translation>EcoLine</translation>
    </message>
    <message>
        <source>Energy track (power/Jovian)</source>
        <translation>piste Énergie/Jovien</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Event track</source>
        <translation>piste Événement</translation>
    </message>
    <message>
        <source>Expedited Construction</source>
        <translation>Construction accélérée</translation>
    </message>
    <message>
        <source>Failed Action</source>
        <translation>action ratée</translation>
    </message>
    <message>
        <source>Fund an Award</source>
        <translation>Financer une récompense</translation>
    </message>
    <message>
        <source>Fund an award</source>
        <translation>Financer une récompense</translation>
    </message>
    <message>
        <source>GHG Factories</source>
        <translation>Usines de GES</translation>
    </message>
    <message>
        <source>Gain TR</source>
        <translation>Gagner du NT</translation>
    </message>
    <message>
        <source>Ganymede Colony</source>
        <translation>Colonie de Ganymède</translation>
    </message>
    <message>
        <source>Gardener</source>
        <translation>Jardinier</translation>
    </message>
    <message>
        <source>Geothermal Power</source>
        <translation>Énergie Géothermique</translation>
    </message>
    <message>
        <source>Greenery</source>
        <translation>Verdure</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Helion</source>
        <translation>Helion</translation>
    </message>
    <message>
        <source>Interplanetary Cinematics</source>
        <translation>Cinématiques Interplanétaires</translation>
    </message>
    <message>
        <source>Invasive Species</source>
        <translation>Espèces invasives</translation>
    </message>
    <message>
        <source>Inventrix</source>
        <translation>Inventrix</translation>
    </message>
    <message>
        <source>Jovian</source>
        <translation>Jovien</translation>
    </message>
    <message>
        <source>Landlord</source>
        <translation>Propriétaire</translation>
    </message>
    <message>
        <source>Livestock</source>
        <translation>Bétail</translation>
    </message>
    <message>
        <source>Lobbyists</source>
        <translation>Lobbyistes</translation>
    </message>
    <message>
        <source>Local Neural Instance</source>
        <translation>Instance neuronale locale</translation>
    </message>
    <message>
        <source>Mars</source>
        <translation>Mars</translation>
    </message>
    <message>
        <source>Mayor</source>
        <translation>Maire</translation>
    </message>
    <message>
        <source>MegaCredits</source>
        <translation>MégaCrédits</translation>
    </message>
    <message>
        <source>Meteor Shower</source>
        <translation>Pluie de météores</translation>
    </message>
    <message>
        <source>Microbe</source>
        <translation>Microbe</translation>
    </message>
    <message>
        <source>Milestones</source>
        <translation>Objectifs</translation>
    </message>
    <message>
        <source>Miner</source>
        <translation>Mineur</translation>
    </message>
    <message>
        <source>Mining Guild</source>
        <translation>Mining Guild</translation>
    </message>
    <message>
        <source>M€</source>
        <translation>M€</translation>
    </message>
    <message>
        <source>M€ (MegaCredits)</source>
        <translation>M€ (MégaCrédits)</translation>
    </message>
    <message>
        <source>M€ production</source>
        <translation>production de M€</translation>
    </message>
    <message>
        <source>M€ supply</source>
        <translation>réserve de M€ d&apos;AutoMars</translation>
    </message>
    <message>
        <source>Neural Instance tile</source>
        <translation>tuile Instance neuronale</translation>
    </message>
    <message>
        <source>Noctis City</source>
        <translation>Noctis City</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Olympus Mons</source>
        <translation>Olympus Mons</translation>
    </message>
    <message>
        <source>Overachievement</source>
        <translation>Dépassement</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Pavonis Mons</source>
        <translation>Pavonis Mons</translation>
    </message>
    <message>
        <source>PhoboLog</source>
        <translation>PhoboLog</translation>
    </message>
    <message>
        <source>Phobos Space Haven</source>
        <translation>Refuge Spatial de Phobos</translation>
    </message>
    <message>
        <source>Place a City</source>
        <translation>Placer une cité</translation>
    </message>
    <message>
        <source>Place a Greenery (+ raise oxygen)</source>
        <translation>Placer une verdure (+ oxygène)</translation>
    </message>
    <message>
        <source>Place an Ocean</source>
        <translation>Placer un océan</translation>
    </message>
    <message>
        <source>Planner</source>
        <translation>Planificateur</translation>
    </message>
    <message>
        <source>Plant</source>
        <translation>Plante</translation>
    </message>
    <message>
        <source>Plant track (plant/animal/microbe)</source>
        <translation>piste Plante/Animal/Microbe</translation>
    </message>
    <message>
        <source>Play a card from your hand</source>
        <translation>Jouer une carte de sa main</translation>
    </message>
    <message>
        <source>Player Order phase</source>
        <translation>Phase d&apos;ordre des joueurs</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Énergie</translation>
    </message>
    <message>
        <source>Power Plant</source>
        <translation>Centrale électrique</translation>
    </message>
    <message>
        <source>Prelude</source>
        <translation>Prélude</translation>
    </message>
    <message>
        <source>Production phase</source>
        <translation>Phase de production</translation>
    </message>
    <message>
        <source>Raise Temperature</source>
        <translation>Augmenter la température</translation>
    </message>
    <message>
        <source>Red Planet</source>
        <translation>planète rouge</translation>
    </message>
    <message>
        <source>Research and Development</source>
        <translation>Recherche et développement</translation>
    </message>
    <message>
        <source>Research phase</source>
        <translation>Phase de recherche</translation>
    </message>
    <message>
        <source>Saturn Systems</source>
        <translation>Saturn Systems</translation>
    </message>
    <message>
        <source>Science</source>
        <translation>Science</translation>
    </message>
    <message>
        <source>Science track</source>
        <translation>piste Science</translation>
    </message>
    <message>
        <source>Scientist</source>
        <translation>Scientifique</translation>
    </message>
    <message>
        <source>Sell Patents</source>
        <translation>Vente de brevets</translation>
    </message>
    <message>
        <source>Shuttles</source>
        <translation>Navettes</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Spatial</translation>
    </message>
    <message>
        <source>Space track</source>
        <translation>piste Spatial</translation>
    </message>
    <message>
        <source>TR</source>
        <translation>NT</translation>
    </message>
    <message>
        <source>TR track</source>
        <translation>piste NT</translation>
    </message>
    <message>
        <source>Teractor</source>
        <translation>Teractor</translation>
    </message>
    <message>
        <source>Terraform Rating</source>
        <translation>Niveau de Terraformation</translation>
    </message>
    <message>
        <source>Terraformer</source>
        <translation>Terraformeur</translation>
    </message>
    <message>
        <source>Terraforming Committee</source>
        <translation>comité de terraformation</translation>
    </message>
    <message>
        <source>Terraforming Mars</source>
        <translation>Terraforming Mars</translation>
    </message>
    <message>
        <source>Tharsis</source>
        <translation>Tharsis</translation>
    </message>
    <message>
        <source>Tharsis Republic</source>
        <translation>République de Tharsis</translation>
    </message>
    <message>
        <source>Tharsis Tholus</source>
        <translation>Tharsis Tholus</translation>
    </message>
    <message>
        <source>Thermalist</source>
        <translation>Thermaliste</translation>
    </message>
    <message>
        <source>ThorGate</source>
        <translation>ThorGate</translation>
    </message>
    <message>
        <source>United Nations Mars Initiative</source>
        <translation>United Nations Mars Initiative</translation>
    </message>
    <message>
        <source>Use a standard project</source>
        <translation>Utiliser un projet standard</translation>
    </message>
    <message>
        <source>Use the action on a blue card</source>
        <translation>Utiliser l&apos;action d&apos;une carte bleue</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Valles Marineris</source>
        <translation>Valles Marineris</translation>
    </message>
    <message>
        <source>Venus Next</source>
        <translation>Venus Next</translation>
    </message>
    <message>
        <source>Venus track</source>
        <translation>piste Vénus</translation>
    </message>
    <message>
        <source>Victory Points</source>
        <translation>Points de Victoire</translation>
    </message>
    <message>
        <source>Viking site</source>
        <translation>site Viking</translation>
    </message>
    <message>
        <source>World Government</source>
        <translation>Gouvernement Mondial</translation>
    </message>
    <message>
        <source>action</source>
        <translation>action</translation>
    </message>
    <message>
        <source>action deck</source>
        <translation>pioche d&apos;actions</translation>
    </message>
    <message>
        <source>active card (blue)</source>
        <translation>carte active (bleue)</translation>
    </message>
    <message>
        <source>active player</source>
        <translation>joueur actif</translation>
    </message>
    <message>
        <source>adjacent</source>
        <translation>adjacent</translation>
    </message>
    <message>
        <source>animal</source>
        <translation>animal</translation>
    </message>
    <message>
        <source>area (space on the map)</source>
        <translation>case</translation>
    </message>
    <message>
        <source>area reserved for ocean</source>
        <translation>zone réservée aux océans</translation>
    </message>
    <message>
        <source>asterisk (*)</source>
        <translation>astérisque (*)</translation>
    </message>
    <message>
        <source>automated card (green)</source>
        <translation>carte automatisée (verte)</translation>
    </message>
    <message>
        <source>award</source>
        <translation>récompense</translation>
    </message>
    <message>
        <source>before the action phase</source>
        <translation>avant la phase d&apos;action</translation>
    </message>
    <message>
        <source>black cube</source>
        <translation>cube noir</translation>
    </message>
    <message>
        <source>board reference card</source>
        <translation>carte de référence du plateau</translation>
    </message>
    <message>
        <source>bonus card</source>
        <translation>carte bonus</translation>
    </message>
    <message>
        <source>bonus deck</source>
        <translation>pioche bonus</translation>
    </message>
    <message>
        <source>bonus discard pile</source>
        <translation>défausse des cartes bonus</translation>
    </message>
    <message>
        <source>bonus steps</source>
        <translation>étapes bonus</translation>
    </message>
    <message>
        <source>buy (a card, 3 M€)</source>
        <translation>acheter</translation>
    </message>
    <message>
        <source>card</source>
        <translation>carte</translation>
    </message>
    <message>
        <source>city</source>
        <translation>cité</translation>
    </message>
    <message>
        <source>city tile</source>
        <translation>tuile cité</translation>
    </message>
    <message>
        <source>claim (a milestone)</source>
        <translation>acquérir</translation>
    </message>
    <message>
        <source>claimed</source>
        <translation>réclamé</translation>
    </message>
    <message>
        <source>clear cube</source>
        <translation>cube transparent</translation>
    </message>
    <message>
        <source>copper cube (1)</source>
        <translation>bronze (1)</translation>
    </message>
    <message>
        <source>corporation</source>
        <translation>corporation</translation>
    </message>
    <message>
        <source>corporation card</source>
        <translation>carte corporation</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>coût</translation>
    </message>
    <message>
        <source>counter</source>
        <translation>compteur</translation>
    </message>
    <message>
        <source>decrease</source>
        <translation>diminuer</translation>
    </message>
    <message>
        <source>destroy (remove from the game)</source>
        <translation>détruire</translation>
    </message>
    <message>
        <source>difficulty level</source>
        <translation>niveau de difficulté</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>défausser</translation>
    </message>
    <message>
        <source>discard pile</source>
        <translation>défausse</translation>
    </message>
    <message>
        <source>discount</source>
        <translation>réduction</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>draft</translation>
    </message>
    <message>
        <source>drafted cards</source>
        <translation>cartes draftées</translation>
    </message>
    <message>
        <source>draw a card</source>
        <translation>piocher une carte</translation>
    </message>
    <message>
        <source>effect</source>
        <translation>effet</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>énergie</translation>
    </message>
    <message>
        <source>energy production</source>
        <translation>production d&apos;énergie</translation>
    </message>
    <message>
        <source>event card (red)</source>
        <translation>carte événement (rouge)</translation>
    </message>
    <message>
        <source>event pile</source>
        <translation>pile personnelle (événements)</translation>
    </message>
    <message>
        <source>expansion</source>
        <translation>extension</translation>
    </message>
    <message>
        <source>extended game</source>
        <translation>extension</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>face cachée</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>face visible</translation>
    </message>
    <message>
        <source>final greenery conversion</source>
        <translation>conversion finale des plantes en verdure</translation>
    </message>
    <message>
        <source>final scoring</source>
        <translation>décompte final</translation>
    </message>
    <message>
        <source>first place</source>
        <translation>première place</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>premier joueur</translation>
    </message>
    <message>
        <source>first player marker</source>
        <translation>marqueur premier joueur</translation>
    </message>
    <message>
        <source>flavor text</source>
        <translation>texte d&apos;ambiance</translation>
    </message>
    <message>
        <source>fund (an award)</source>
        <translation>financer</translation>
    </message>
    <message>
        <source>funded</source>
        <translation>financée</translation>
    </message>
    <message>
        <source>game board</source>
        <translation>plateau de jeu</translation>
    </message>
    <message>
        <source>game end</source>
        <translation>fin du jeu</translation>
    </message>
    <message>
        <source>generation</source>
        <translation>génération</translation>
    </message>
    <message>
        <source>generation marker</source>
        <translation>marqueur génération</translation>
    </message>
    <message>
        <source>global parameters</source>
        <translation>paramètres globaux</translation>
    </message>
    <message>
        <source>goal (parameter maxed)</source>
        <translation>niveau maximum</translation>
    </message>
    <message>
        <source>gold cube (10)</source>
        <translation>or (10)</translation>
    </message>
    <message>
        <source>greenery</source>
        <translation>verdure</translation>
    </message>
    <message>
        <source>greenery tile</source>
        <translation>tuile verdure</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>main</translation>
    </message>
    <message>
        <source>heat</source>
        <translation>chaleur</translation>
    </message>
    <message>
        <source>heat production</source>
        <translation>production de chaleur</translation>
    </message>
    <message>
        <source>immediate effect</source>
        <translation>effet immédiat</translation>
    </message>
    <message>
        <source>income</source>
        <translation>revenu</translation>
    </message>
    <message>
        <source>increase</source>
        <translation>augmenter</translation>
    </message>
    <message>
        <source>lose</source>
        <translation>perdre</translation>
    </message>
    <message>
        <source>map</source>
        <translation>carte</translation>
    </message>
    <message>
        <source>microbe</source>
        <translation>microbe</translation>
    </message>
    <message>
        <source>milestone</source>
        <translation>objectif</translation>
    </message>
    <message>
        <source>neutral city</source>
        <translation>cité neutre</translation>
    </message>
    <message>
        <source>neutral opponent</source>
        <translation>adversaire virtuel</translation>
    </message>
    <message>
        <source>non-standard resource</source>
        <translation>ressource non standard</translation>
    </message>
    <message>
        <source>ocean</source>
        <translation>océan</translation>
    </message>
    <message>
        <source>ocean coverage</source>
        <translation>couverture océanique</translation>
    </message>
    <message>
        <source>ocean tile</source>
        <translation>tuile océan</translation>
    </message>
    <message>
        <source>oceans</source>
        <translation>océans</translation>
    </message>
    <message>
        <source>ownership (player marker on a tile)</source>
        <translation>propriété</translation>
    </message>
    <message>
        <source>oxygen</source>
        <translation>oxygène</translation>
    </message>
    <message>
        <source>oxygen level</source>
        <translation>niveau d&apos;oxygène</translation>
    </message>
    <message>
        <source>placement bonus</source>
        <translation>bonus de placement</translation>
    </message>
    <message>
        <source>plant production</source>
        <translation>production de plantes</translation>
    </message>
    <message>
        <source>plants</source>
        <translation>plantes</translation>
    </message>
    <message>
        <source>played pile</source>
        <translation>pile des cartes jouées</translation>
    </message>
    <message>
        <source>player</source>
        <translation>joueur</translation>
    </message>
    <message>
        <source>player board</source>
        <translation>plateau individuel</translation>
    </message>
    <message>
        <source>player marker</source>
        <translation>marqueur joueur</translation>
    </message>
    <message>
        <source>player order</source>
        <translation>ordre du tour</translation>
    </message>
    <message>
        <source>production</source>
        <translation>production</translation>
    </message>
    <message>
        <source>production track</source>
        <translation>piste de production</translation>
    </message>
    <message>
        <source>project card</source>
        <translation>carte projet</translation>
    </message>
    <message>
        <source>project deck</source>
        <translation>pioche projets</translation>
    </message>
    <message>
        <source>raise oxygen 1 step</source>
        <translation>augmenter le niveau d&apos;oxygène de 1 cran</translation>
    </message>
    <message>
        <source>raise temperature 1 step</source>
        <translation>augmenter la température de 1 cran</translation>
    </message>
    <message>
        <source>raise your TR 1 step</source>
        <translation>augmenter votre NT de 1</translation>
    </message>
    <message>
        <source>red-bordered</source>
        <translation>à bordure rouge</translation>
    </message>
    <message>
        <source>reference card</source>
        <translation>carte de référence</translation>
    </message>
    <message>
        <source>remove</source>
        <translation>retirer</translation>
    </message>
    <message>
        <source>requirement</source>
        <translation>prérequis</translation>
    </message>
    <message>
        <source>resource</source>
        <translation>ressource</translation>
    </message>
    <message>
        <source>resource cube</source>
        <translation>cube de ressource</translation>
    </message>
    <message>
        <source>resources</source>
        <translation>ressources</translation>
    </message>
    <message>
        <source>round</source>
        <translation>tour</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>scoring reference card</source>
        <translation>carte de référence de décompte</translation>
    </message>
    <message>
        <source>second place</source>
        <translation>seconde place</translation>
    </message>
    <message>
        <source>selection priority</source>
        <translation>priorité de sélection</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>mise en place</translation>
    </message>
    <message>
        <source>silver cube (5)</source>
        <translation>argent (5)</translation>
    </message>
    <message>
        <source>solo game</source>
        <translation>jeu solo</translation>
    </message>
    <message>
        <source>solo variant</source>
        <translation>variante solo</translation>
    </message>
    <message>
        <source>special reserved area</source>
        <translation>zone réservée spéciale</translation>
    </message>
    <message>
        <source>special tile</source>
        <translation>tuile spéciale</translation>
    </message>
    <message>
        <source>standard game</source>
        <translation>jeu standard</translation>
    </message>
    <message>
        <source>standard project</source>
        <translation>projet standard</translation>
    </message>
    <message>
        <source>start of round</source>
        <translation>début du tour</translation>
    </message>
    <message>
        <source>starting conditions</source>
        <translation>conditions de départ</translation>
    </message>
    <message>
        <source>starting hand</source>
        <translation>main de départ</translation>
    </message>
    <message>
        <source>starting icons</source>
        <translation>icônes de départ</translation>
    </message>
    <message>
        <source>steal</source>
        <translation>voler</translation>
    </message>
    <message>
        <source>steel</source>
        <translation>acier</translation>
    </message>
    <message>
        <source>steel production</source>
        <translation>production d&apos;acier</translation>
    </message>
    <message>
        <source>step</source>
        <translation>cran</translation>
    </message>
    <message>
        <source>tag</source>
        <translation>indicateur</translation>
    </message>
    <message>
        <source>temperature</source>
        <translation>température</translation>
    </message>
    <message>
        <source>terraforming</source>
        <translation>terraformation</translation>
    </message>
    <message>
        <source>terraforming bonus</source>
        <translation>bonus de terraformation</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>égalité</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>tuile</translation>
    </message>
    <message>
        <source>tile-placement tiebreakers</source>
        <translation>départages de placement</translation>
    </message>
    <message>
        <source>titanium</source>
        <translation>titane</translation>
    </message>
    <message>
        <source>titanium production</source>
        <translation>production de titane</translation>
    </message>
    <message>
        <source>track</source>
        <translation>piste</translation>
    </message>
    <message>
        <source>track action</source>
        <translation>action de piste</translation>
    </message>
    <message>
        <source>track space (0-18)</source>
        <translation>case de piste</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>tour</translation>
    </message>
    <message>
        <source>variant</source>
        <translation>variante</translation>
    </message>
    <message>
        <source>white cube</source>
        <translation>cube blanc</translation>
    </message>
    <message>
        <source>wild tag</source>
        <translation>indicateur joker</translation>
    </message>
    <message>
        <source>win</source>
        <translation>gagner</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>vainqueur</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <source>Aquifer</source>
        <translation>Aquifère</translation>
    </message>
    <message>
        <source>Artificial Lake</source>
        <translation>Lac Artificiel</translation>
    </message>
    <message>
        <source>Asteroid</source>
        <translation>Astéroïde</translation>
    </message>
    <message>
        <source>AutoMars</source>
        <translation>AutoMars</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>Banquier</translation>
    </message>
    <message>
        <source>Builder</source>
        <translation>Constructeur</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Capitale</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Cité</translation>
    </message>
    <message>
        <source>Commercial District</source>
        <translation>Quartier Commercial</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>Terre</translation>
    </message>
    <message>
        <source>Ecological Zone</source>
        <translation>Zone Écologique</translation>
    </message>
    <message>
        <source>Gardener</source>
        <translation>Jardinier</translation>
    </message>
    <message>
        <source>Greenery</source>
        <translation>Verdure</translation>
    </message>
    <message>
        <source>Industrial Center</source>
        <translation>Centre Industriel</translation>
    </message>
    <message>
        <source>Jovian</source>
        <translation>Jovien</translation>
    </message>
    <message>
        <source>Landlord</source>
        <translation>Propriétaire</translation>
    </message>
    <message>
        <source>Lava Flows</source>
        <translation>Fleuves de Lave</translation>
    </message>
    <message>
        <source>Mayor</source>
        <translation>Maire</translation>
    </message>
    <message>
        <source>Miner</source>
        <translation>Mineur</translation>
    </message>
    <message>
        <source>Mining Area</source>
        <translation>Carrière</translation>
    </message>
    <message>
        <source>Mining Rights</source>
        <translation>Droits Miniers</translation>
    </message>
    <message>
        <source>Mohole Area</source>
        <translation>Zone de Mohole</translation>
    </message>
    <message>
        <source>M€</source>
        <translation>M€</translation>
    </message>
    <message>
        <source>Natural Preserve</source>
        <translation>Préservation de la Nature</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>Neutre</translation>
    </message>
    <message>
        <source>Nuclear Zone</source>
        <translation>Zone Nucléaire</translation>
    </message>
    <message>
        <source>Planner</source>
        <translation>Planificateur</translation>
    </message>
    <message>
        <source>Power plant</source>
        <translation>Centrale électrique</translation>
    </message>
    <message>
        <source>Restricted Area</source>
        <translation>Zone Interdite</translation>
    </message>
    <message>
        <source>Scientist</source>
        <translation>Scientifique</translation>
    </message>
    <message>
        <source>Sell patents</source>
        <translation>Vente de brevets</translation>
    </message>
    <message>
        <source>Terraformer</source>
        <translation>Terraformeur</translation>
    </message>
    <message>
        <source>Thermalist</source>
        <translation>Thermaliste</translation>
    </message>
    <message>
        <source>Urbanized Area</source>
        <translation>Zone Urbanisée</translation>
    </message>
    <message>
        <source>action</source>
        <translation>action</translation>
    </message>
    <message>
        <source>animal</source>
        <translation>animal</translation>
    </message>
    <message>
        <source>building</source>
        <translation>Bâtiment</translation>
    </message>
    <message>
        <source>card</source>
        <translation>carte</translation>
    </message>
    <message>
        <source>city</source>
        <translation>cité</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>draft</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>énergie</translation>
    </message>
    <message>
        <source>event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>fighter</source>
        <translation>chasseur</translation>
    </message>
    <message>
        <source>final greenery</source>
        <translation>verdure finale</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>fin du jeu</translation>
    </message>
    <message>
        <source>greenery</source>
        <translation>verdure</translation>
    </message>
    <message>
        <source>heat</source>
        <translation>chaleur</translation>
    </message>
    <message>
        <source>microbe</source>
        <translation>microbe</translation>
    </message>
    <message>
        <source>ocean</source>
        <translation>océan</translation>
    </message>
    <message>
        <source>plant</source>
        <translation>plante</translation>
    </message>
    <message>
        <source>plants</source>
        <translation>plantes</translation>
    </message>
    <message>
        <source>power</source>
        <translation>Énergie</translation>
    </message>
    <message>
        <source>research</source>
        <translation>recherche</translation>
    </message>
    <message>
        <source>science</source>
        <translation>science</translation>
    </message>
    <message>
        <source>set-up</source>
        <translation>mise en place</translation>
    </message>
    <message>
        <source>space</source>
        <translation>Spatial</translation>
    </message>
    <message>
        <source>special</source>
        <translation>spéciale</translation>
    </message>
    <message>
        <source>steel</source>
        <translation>acier</translation>
    </message>
    <message>
        <source>titanium</source>
        <translation>titane</translation>
    </message>
    <message>
        <source>wild</source>
        <translation>joker</translation>
    </message>
</context>
<context>
    <name>TracksDialog</name>
    <message>
        <source>AutoMars&apos;s board</source>
        <translation>Plateau d&apos;AutoMars</translation>
    </message>
    <message>
        <source>The orange space is each counter&apos;s position. Hover a space to see what AutoMars does when its counter reaches it.</source>
        <translation>La case orange est la position de chaque marqueur. Survolez une case pour voir ce que fait AutoMars quand son marqueur l&apos;atteint.</translation>
    </message>
</context>
</TS>
