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
        <source>Colonies</source>
        <translation>Colonies</translation>
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
        <translation>Passer&#xa0;: ne plus faire d&apos;action pendant cette génération (Ctrl+P).</translation>
    </message>
    <message>
        <source>Place a city tile and increase your M€ production 1 step.</source>
        <translation>Placez une tuile cité et augmentez votre production de M€ de 1.</translation>
    </message>
    <message>
        <source>Place a colony on a colony tile, with its placement bonus.</source>
        <translation>Construisez une colonie sur une tuile Colonie, avec son bonus de placement.</translation>
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
        <source>Raise Venus 1 step.</source>
        <translation>Augmentez Vénus de 1 cran.</translation>
    </message>
    <message>
        <source>Raise the temperature 1 step.</source>
        <translation>Augmentez la température de 1 cran.</translation>
    </message>
    <message>
        <source>Send a trade fleet to a colony tile for %1 M€, %2 energy or %3 titanium (Ctrl+T).</source>
        <translation>Envoyez une flotte commerciale sur une tuile colonie pour %1 M€, %2 énergie ou %3 titane (Ctrl+T).</translation>
    </message>
    <message>
        <source>Spend %1 plants to place a greenery tile (Ctrl+G).</source>
        <translation>Dépensez %1 plantes pour placer une tuile verdure (Ctrl+G).</translation>
    </message>
    <message>
        <source>Spend 8 heat to raise the temperature 1 step (Ctrl+H).</source>
        <translation>Dépensez 8 ressources de chaleur pour augmenter la température de 1 cran (Ctrl+H).</translation>
    </message>
    <message>
        <source>Standard projects</source>
        <translation>Projets standard</translation>
    </message>
    <message>
        <source>Trade with a colony…</source>
        <translation>Commercer avec une colonie…</translation>
    </message>
</context>
<context>
    <name>AutoMars</name>
    <message>
        <source>Advance Another Counter, on the {track}</source>
        <translation>Avancer un autre compteur, sur la {track}</translation>
    </message>
    <message>
        <source>Advance Counter</source>
        <translation>Avancer le compteur</translation>
    </message>
    <message>
        <source>All oceans are placed: AutoMars buys no ocean on {space}</source>
        <translation>Tous les océans sont placés&#xa0;: AutoMars n&apos;achète pas d&apos;océan sur la {space}</translation>
    </message>
    <message>
        <source>AutoMars cannot build a colony: no colony tile has room for one of its</source>
        <translation>AutoMars ne peut pas construire de colonie&#xa0;: aucune tuile colonie n&apos;a de place pour une des siennes</translation>
    </message>
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
        <source>AutoMars has {amount} M€ and places no ocean: the ocean of {space} costs {cost} M€</source>
        <translation>AutoMars a {amount} M€ et ne place pas d&apos;océan&#xa0;: l&apos;océan de la {space} coûte {cost} M€</translation>
    </message>
    <message>
        <source>AutoMars ignores the icon “{icon}” on space {position} of the {track} (expansion not in play)</source>
        <translation>AutoMars ignore l’action « {icon} » de la case {position} de la {track} (extension absente)</translation>
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
        <source>AutoMars moves its counter on the {track} from {before} to {after}</source>
        <translation>AutoMars avance son compteur sur la {track} de {before} à {after}</translation>
    </message>
    <message>
        <source>AutoMars passes: its action deck is empty</source>
        <translation>AutoMars passe&#xa0;: sa pioche d&apos;actions est vide</translation>
    </message>
    <message>
        <source>AutoMars pays {cost} M€ for the ocean of {space} and places it</source>
        <translation>AutoMars paie {cost} M€ pour l&apos;océan de la {space} et le place</translation>
    </message>
    <message>
        <source>AutoMars places its Neural Instance tile on {space}</source>
        <translation>AutoMars place sa tuile Instance neuronale sur la {space}</translation>
    </message>
    <message>
        <source>AutoMars places {tile} on {space}</source>
        <translation>AutoMars place {tile} sur la {space}</translation>
    </message>
    <message>
        <source>AutoMars plays corporation {code} {corporation}</source>
        <translation>AutoMars joue la corporation {code} {corporation}</translation>
    </message>
    <message>
        <source>AutoMars puts {amount:resource} in the {colony} area of its shipping board ({after} there)</source>
        <translation>AutoMars met {amount:resource} dans la zone {colony} de son plateau d&apos;expédition ({after} là)</translation>
    </message>
    <message>
        <source>AutoMars raises Venus from {before} to {after} %</source>
        <translation>AutoMars augmente Vénus de {before} à {after} %</translation>
    </message>
    <message>
        <source>AutoMars raises the oxygen from {before} to {after} %</source>
        <translation>AutoMars augmente l’oxygène de {before} à {after} %</translation>
    </message>
    <message>
        <source>AutoMars raises the temperature from {before} to {after} °C</source>
        <translation>AutoMars augmente la température de {before} à {after} °C</translation>
    </message>
    <message>
        <source>AutoMars reveals the bonus card {card}</source>
        <translation>AutoMars révèle la carte bonus {card}</translation>
    </message>
    <message numerus="yes">
        <source>AutoMars reveals {card} (%n tag(s): {tags})</source>
        <translation>
            <numerusform>AutoMars révèle {card} (%n indicateur&#xa0;: {tags})</numerusform>
            <numerusform>AutoMars révèle {card} (%n indicateurs&#xa0;: {tags})</numerusform>
        </translation>
    </message>
    <message>
        <source>AutoMars reveals {card} and counts its cost ({cost}) through {count:colony_tile}: {colony}</source>
        <translation>AutoMars révèle {card} et compte son coût ({cost}) sur {count:colony_tile}&#xa0;: {colony}</translation>
    </message>
    <message>
        <source>AutoMars reveals {card}, a card without tags</source>
        <translation>AutoMars révèle {card}, une carte sans indicateur</translation>
    </message>
    <message>
        <source>AutoMars scores {total} VP</source>
        <translation>AutoMars marque {total} PV</translation>
    </message>
    <message numerus="yes">
        <source>AutoMars shuffles its %n discarded bonus card(s) into a new bonus deck</source>
        <translation>
            <numerusform>AutoMars mélange sa %n carte bonus défaussée pour former une nouvelle pioche bonus</numerusform>
            <numerusform>AutoMars mélange ses %n cartes bonus défaussées pour former une nouvelle pioche bonus</numerusform>
        </translation>
    </message>
    <message>
        <source>AutoMars shuffles its action deck: {projects:project_card} and {bonus:bonus_card}</source>
        <translation>AutoMars mélange sa pioche d’actions&#xa0;: {projects:project_card} et {bonus:bonus_card}</translation>
    </message>
    <message>
        <source>AutoMars shuffles {cards} into its action deck</source>
        <translation>AutoMars mélange {cards} dans sa pioche d&apos;actions</translation>
    </message>
    <message>
        <source>AutoMars spends 5 of the resources in its {colony} area: its {track} advances</source>
        <translation>AutoMars dépense 5 des ressources de sa zone {colony}&#xa0;: sa {track} avance</translation>
    </message>
    <message numerus="yes">
        <source>AutoMars still had %n card(s) in its action deck; they are shuffled in</source>
        <translation>
            <numerusform>Il restait %n carte dans la pioche d’actions d’AutoMars&#xa0;; elle est mélangée avec les autres</numerusform>
            <numerusform>Il restait %n cartes dans la pioche d’actions d’AutoMars&#xa0;; elles sont mélangées avec les autres</numerusform>
        </translation>
    </message>
    <message>
        <source>AutoMars stores {amount:floater} ({before} → {after})</source>
        <translation>AutoMars stocke {amount:floater} ({before} → {after})</translation>
    </message>
    <message>
        <source>AutoMars takes a Failed Action ({reason}): +{amount} M€</source>
        <translation>AutoMars fait une action ratée ({reason})&#xa0;: +{amount} M€</translation>
    </message>
    <message numerus="yes">
        <source>AutoMars takes its turn (%n card(s) left in its action deck)</source>
        <translation>
            <numerusform>AutoMars joue son tour (%n carte reste dans sa pioche d’actions)</numerusform>
            <numerusform>AutoMars joue son tour (%n cartes restent dans sa pioche d’actions)</numerusform>
        </translation>
    </message>
    <message>
        <source>AutoMars trades with {colony}, whose marker is the furthest along among the open tiles (step {position})</source>
        <translation>AutoMars commerce avec {colony}, dont le marqueur est le plus avancé parmi les tuiles ouvertes (case {position})</translation>
    </message>
    <message>
        <source>AutoMars&apos;s counter on the {track} moves back from {before} to {after} (production of {resource} lowered)</source>
        <translation>Le compteur d’AutoMars sur la {track} recule de {before} à {after} (baisse de production&#xa0;: {resource})</translation>
    </message>
    <message>
        <source>Build, Build, Build: nothing to build; the card goes back into the bonus deck</source>
        <translation>Construire, construire, construire&#xa0;: rien à construire&#xa0;; la carte retourne dans la pioche bonus</translation>
    </message>
    <message>
        <source>Building track</source>
        <translation>piste Bâtiment</translation>
    </message>
    <message>
        <source>Claim a Milestone</source>
        <translation>Acquérir un objectif</translation>
    </message>
    <message>
        <source>Corporate Competition: AutoMars improves its {award} standing (margin {margin})</source>
        <translation>Compétition corporative&#xa0;: AutoMars améliore sa position pour {award} (marge {margin})</translation>
    </message>
    <message>
        <source>Diversification: AutoMars advances its least advanced track, the {track}</source>
        <translation>Diversification&#xa0;: AutoMars fait avancer sa piste la moins avancée, la {track}</translation>
    </message>
    <message>
        <source>Earth track</source>
        <translation>piste Terre</translation>
    </message>
    <message>
        <source>Easy: AutoMars ignores the Advance Counter icon on space {position} of the {track}</source>
        <translation>Facile&#xa0;: AutoMars ignore l’action Avancer le compteur de la case {position} de la {track}</translation>
    </message>
    <message>
        <source>Energy track</source>
        <translation>piste Énergie</translation>
    </message>
    <message>
        <source>Europa&apos;s colony bonus: AutoMars gains 1 M€</source>
        <translation>Bonus de colonie de la tuile Europe&#xa0;: AutoMars gagne 1 M€</translation>
    </message>
    <message>
        <source>Europa: AutoMars gains 1 TR instead of storing resources</source>
        <translation>Europe&#xa0;: AutoMars gagne 1 NT au lieu de stocker des ressources</translation>
    </message>
    <message>
        <source>Europa: AutoMars places an ocean instead of storing resources</source>
        <translation>Europe&#xa0;: AutoMars pose un océan au lieu de stocker des ressources</translation>
    </message>
    <message>
        <source>Event track</source>
        <translation>piste Événement</translation>
    </message>
    <message>
        <source>Final greenery: AutoMars&apos;s {track} reaches a greenery</source>
        <translation>Verdure finale&#xa0;: la {track} d’AutoMars atteint une verdure</translation>
    </message>
    <message>
        <source>Fund an Award</source>
        <translation>Financer une récompense</translation>
    </message>
    <message numerus="yes">
        <source>Gain %n TR</source>
        <translation>
            <numerusform>Gagner %n NT</numerusform>
            <numerusform>Gagner %n NT</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain %n floater(s)</source>
        <translation>
            <numerusform>Gagner %n flotteur</numerusform>
            <numerusform>Gagner %n flotteurs</numerusform>
        </translation>
    </message>
    <message>
        <source>Generation {generation} reached: AutoMars wins</source>
        <translation>Génération {generation} atteinte&#xa0;: AutoMars gagne</translation>
    </message>
    <message>
        <source>Hard: AutoMars pays 8 M€ to claim the {milestone} milestone</source>
        <translation>Difficile&#xa0;: AutoMars paie 8 M€ pour acquérir l&apos;objectif {milestone}</translation>
    </message>
    <message>
        <source>Hoverlord can no longer be claimed: AutoMars spends {amount:floater} ({before} → {after}) for one more card</source>
        <translation>Aéronaute ne peut plus être atteint&#xa0;: AutoMars dépense {amount:floater} ({before} → {after}) pour une carte de plus</translation>
    </message>
    <message>
        <source>Interface Hyperlink: AutoMars draws {count:project_card} and keeps {cards}</source>
        <translation>Hyperlien d&apos;interface&#xa0;: AutoMars pioche {count:project_card}&#xa0;; cartes gardées&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>Invasive Species: you remove your most valuable animal or microbe, if you can</source>
        <translation>Espèces invasives&#xa0;: vous retirez votre animal ou microbe le plus précieux, si possible</translation>
    </message>
    <message>
        <source>Investors (even generation): AutoMars advances the {track}</source>
        <translation>Investisseurs (génération paire)&#xa0;: AutoMars fait avancer la {track}</translation>
    </message>
    <message>
        <source>Investors (odd generation): AutoMars gains as many M€ as the position of its least advanced track, the {track}</source>
        <translation>Investisseurs (génération impaire)&#xa0;: AutoMars gagne autant de M€ que la position de sa piste la moins avancée, la {track}</translation>
    </message>
    <message>
        <source>Investors: AutoMars&apos;s most advanced track, the {track}, moves back one space</source>
        <translation>Investisseurs&#xa0;: la piste la plus avancée d&apos;AutoMars, la {track}, recule d&apos;une case</translation>
    </message>
    <message>
        <source>Meteor Shower: you lose {amount:plants}</source>
        <translation>Pluie de météores&#xa0;: vous perdez {amount:plants}</translation>
    </message>
    <message>
        <source>Meteor Shower: your plants are protected</source>
        <translation>Pluie de météores&#xa0;: vos plantes sont protégées</translation>
    </message>
    <message>
        <source>No project card is left for AutoMars to draw</source>
        <translation>Il ne reste aucune carte projet à piocher pour AutoMars</translation>
    </message>
    <message>
        <source>Outer System Foothold: AutoMars discards the bonus card {card} without resolving it</source>
        <translation>Tête de pont du système extérieur&#xa0;: AutoMars défausse la carte bonus {card} sans la résoudre</translation>
    </message>
    <message>
        <source>Oxygen bonus at 8 %: AutoMars raises the temperature</source>
        <translation>Bonus d&apos;oxygène à 8 %&#xa0;: AutoMars augmente la température</translation>
    </message>
    <message>
        <source>Oxygen is already at its maximum: no oxygen step, no TR</source>
        <translation>L&apos;oxygène est déjà au maximum&#xa0;: ni cran d&apos;oxygène, ni NT</translation>
    </message>
    <message>
        <source>Place a City</source>
        <translation>Placer une cité</translation>
    </message>
    <message>
        <source>Place a Colony</source>
        <translation>Placer une colonie</translation>
    </message>
    <message>
        <source>Place a Greenery (and raise the oxygen)</source>
        <translation>Placer une verdure (et augmenter l’oxygène)</translation>
    </message>
    <message>
        <source>Place an Ocean</source>
        <translation>Placer un océan</translation>
    </message>
    <message>
        <source>Placement bonus on {space}: {oceans:adjacent_ocean} and {icons:bonus_icon} give AutoMars {amount} M€</source>
        <translation>Bonus de placement sur la {space}&#xa0;: {oceans:adjacent_ocean} et {icons:bonus_icon} rapportent {amount} M€ à AutoMars</translation>
    </message>
    <message>
        <source>Plant track</source>
        <translation>piste Plante</translation>
    </message>
    <message numerus="yes">
        <source>Raise Temperature %n step(s)</source>
        <translation>
            <numerusform>Augmenter la température de %n cran</numerusform>
            <numerusform>Augmenter la température de %n crans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Raise Venus %n step(s)</source>
        <translation>
            <numerusform>Augmenter Vénus de %n cran</numerusform>
            <numerusform>Augmenter Vénus de %n crans</numerusform>
        </translation>
    </message>
    <message>
        <source>Rapid Sprouting: a plant grows on the corporation card</source>
        <translation>Pousse rapide&#xa0;: une plante pousse sur la carte corporation</translation>
    </message>
    <message>
        <source>Rapid Sprouting: the plant becomes a greenery</source>
        <translation>Pousse rapide&#xa0;: la plante devient une verdure</translation>
    </message>
    <message>
        <source>Science track</source>
        <translation>piste Science</translation>
    </message>
    <message>
        <source>Space track</source>
        <translation>piste Spatial</translation>
    </message>
    <message>
        <source>Space {position} of the {track} was already reached before: its icon does not act again</source>
        <translation>La case {position} de la {track} avait déjà été atteinte&#xa0;: son action ne se répète pas</translation>
    </message>
    <message>
        <source>Space {position} of the {track}: AutoMars&apos;s second trade fleet joins the Trade Fleets tile</source>
        <translation>Case {position} de la {track}&#xa0;: la deuxième flotte commerciale d&apos;AutoMars rejoint la tuile des flottes commerciales</translation>
    </message>
    <message>
        <source>Space {position} of the {track}: {icon}</source>
        <translation>Case {position} de la {track}&#xa0;: {icon}</translation>
    </message>
    <message>
        <source>Supply and Demand: the corporation card is empty; the {track} advances</source>
        <translation>L&apos;offre et la demande&#xa0;: la carte corporation est vide&#xa0;; la {track} avance</translation>
    </message>
    <message>
        <source>Temperature bonus at 0 °C: AutoMars places an ocean</source>
        <translation>Bonus de température à 0 °C&#xa0;: AutoMars place un océan</translation>
    </message>
    <message>
        <source>Temperature bonus at {temperature} °C: AutoMars gains 2 M€</source>
        <translation>Bonus de température à {temperature} °C&#xa0;: AutoMars gagne 2 M€</translation>
    </message>
    <message>
        <source>The bonus card {card} goes to the bonus discard pile</source>
        <translation>La carte bonus {card} va dans la défausse des cartes bonus</translation>
    </message>
    <message>
        <source>The bonus card {card} is destroyed</source>
        <translation>La carte bonus {card} est détruite</translation>
    </message>
    <message>
        <source>The bonus card {card} is set aside until the next generation</source>
        <translation>La carte bonus {card} est mise de côté jusqu&apos;à la génération suivante</translation>
    </message>
    <message>
        <source>The project deck is empty: AutoMars picks {colony} at random</source>
        <translation>La pioche de projets est vide&#xa0;: AutoMars choisit {colony} au hasard</translation>
    </message>
    <message>
        <source>The {tag} tag moves AutoMars&apos;s counter on the {track} from {before} to {after}</source>
        <translation>L&apos;indicateur {tag} avance le compteur d&apos;AutoMars sur la {track} de {before} à {after}</translation>
    </message>
    <message>
        <source>Venus bonus at 16 %: AutoMars gains 1 TR more</source>
        <translation>Bonus de Vénus à 16 %&#xa0;: AutoMars gagne 1 NT de plus</translation>
    </message>
    <message>
        <source>Venus is at its maximum</source>
        <translation>Vénus est au maximum</translation>
    </message>
    <message>
        <source>Venus track</source>
        <translation>piste Vénus</translation>
    </message>
    <message>
        <source>Venusian Lobby: AutoMars raises Venus 1 step and advances its Venus track</source>
        <translation>Lobby vénusien&#xa0;: AutoMars augmente Vénus d’un cran et fait avancer sa piste Vénus</translation>
    </message>
    <message>
        <source>Venusian Lobby: Venus is at 30 % and cannot rise</source>
        <translation>Lobby vénusien&#xa0;: Vénus est à 30 % et ne peut plus monter</translation>
    </message>
    <message>
        <source>Venusian Lobby: then AutoMars raises the parameter of Mars furthest from its maximum one step</source>
        <translation>Lobby vénusien&#xa0;: puis AutoMars augmente d’un cran le paramètre de Mars le plus éloigné de son maximum</translation>
    </message>
    <message>
        <source>Wild tag: AutoMars advances its least advanced track, the {track}</source>
        <translation>Indicateur joker&#xa0;: AutoMars avance sa piste la moins avancée, la {track}</translation>
    </message>
    <message>
        <source>You remove {amount} M€ from AutoMars</source>
        <translation>Vous retirez {amount} M€ à AutoMars</translation>
    </message>
    <message>
        <source>You remove {amount} M€ from AutoMars (instead of {resource})</source>
        <translation>Vous retirez {amount} M€ à AutoMars (ressource remplacée&#xa0;: {resource})</translation>
    </message>
    <message>
        <source>You steal {amount} M€ from AutoMars</source>
        <translation>Vous volez {amount} M€ à AutoMars</translation>
    </message>
    <message>
        <source>You steal {amount} M€ from AutoMars (instead of {resource})</source>
        <translation>Vous volez {amount} M€ à AutoMars (ressource remplacée&#xa0;: {resource})</translation>
    </message>
    <message>
        <source>You take {amount:resource} from the {colony} area of AutoMars&apos;s shipping board</source>
        <translation>Vous prenez {amount:resource} dans la zone {colony} du plateau d&apos;expédition d&apos;AutoMars</translation>
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
        <source>no colony tile has room for a colony of AutoMars</source>
        <translation>aucune tuile colonie n&apos;a de place pour une colonie d&apos;AutoMars</translation>
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
        <source>option (a), AutoMars claims a milestone</source>
        <translation>option (a), AutoMars acquiert un objectif</translation>
    </message>
    <message>
        <source>option (a), AutoMars places a city next to one of your greeneries</source>
        <translation>option (a), AutoMars place une cité à côté d&apos;une de vos verdures</translation>
    </message>
    <message>
        <source>option (a), AutoMars raises the parameter of Mars furthest from its maximum one step</source>
        <translation>option (a), AutoMars augmente d’un cran le paramètre de Mars le plus éloigné de son maximum</translation>
    </message>
    <message>
        <source>option (a), AutoMars raises the temperature 2 steps</source>
        <translation>option (a), AutoMars augmente la température de 2 crans</translation>
    </message>
    <message>
        <source>option (b), AutoMars funds an award</source>
        <translation>option (b), AutoMars finance une récompense</translation>
    </message>
    <message>
        <source>option (b), AutoMars places a greenery and raises the oxygen</source>
        <translation>option (b), AutoMars place une verdure et augmente l’oxygène</translation>
    </message>
    <message>
        <source>option (b), AutoMars places a special tile next to one of your cities</source>
        <translation>option (b), AutoMars place une tuile spéciale à côté d&apos;une de vos cités</translation>
    </message>
    <message>
        <source>option (b), AutoMars raises Venus 1 step</source>
        <translation>option (b), AutoMars augmente Vénus d’un cran</translation>
    </message>
    <message>
        <source>option (c), AutoMars gains 5 M€</source>
        <translation>option (c), AutoMars gagne 5 M€</translation>
    </message>
    <message>
        <source>option (c), AutoMars places an ocean next to 2 or more oceans</source>
        <translation>option (c), AutoMars place un océan adjacent à 2 océans ou plus</translation>
    </message>
    <message>
        <source>option (c), AutoMars raises Venus 2 steps</source>
        <translation>option (c), AutoMars augmente Vénus de 2 crans</translation>
    </message>
    <message>
        <source>option (d), AutoMars raises the global parameter furthest from its maximum one step</source>
        <translation>option (d), AutoMars augmente d’un cran le paramètre global le plus éloigné de son maximum</translation>
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
        <source>{card} has no effect: AutoMars can improve its standing in none of the funded awards; it draws and resolves the next bonus card instead</source>
        <translation>{card} n&apos;a aucun effet&#xa0;: AutoMars ne peut améliorer sa position dans aucune des récompenses financées&#xa0;; il pioche et résout la carte bonus suivante à la place</translation>
    </message>
    <message>
        <source>{card} has no effect: AutoMars has no free trade fleet or no colony tile is open to trade</source>
        <translation>{card} n&apos;a pas d&apos;effet&#xa0;: AutoMars n&apos;a pas de flotte commerciale libre ou aucune tuile colonie n&apos;est ouverte au commerce</translation>
    </message>
    <message>
        <source>{card} has no effect: AutoMars has {amount} M€ and needs 5 M€; it draws and resolves the next bonus card instead</source>
        <translation>{card} n&apos;a aucun effet&#xa0;: AutoMars a {amount} M€ et il lui en faut 5&#xa0;; il pioche et résout la carte bonus suivante à la place</translation>
    </message>
    <message>
        <source>{card} has no effect: no award is funded yet; AutoMars draws and resolves the next bonus card instead</source>
        <translation>{card} n&apos;a aucun effet&#xa0;: aucune récompense n&apos;est encore financée&#xa0;; AutoMars pioche et résout la carte bonus suivante à la place</translation>
    </message>
    <message>
        <source>{card} leaves AutoMars&apos;s played pile and the game</source>
        <translation>{card} quitte la pile des cartes jouées d&apos;AutoMars et la partie</translation>
    </message>
    <message>
        <source>{card}, option (a): no milestone, 3 are already claimed</source>
        <translation>{card}, option (a)&#xa0;: pas d&apos;objectif, 3 sont déjà acquis</translation>
    </message>
    <message>
        <source>{card}, option (a): no milestone, AutoMars meets none of those still unclaimed</source>
        <translation>{card}, option (a)&#xa0;: pas d&apos;objectif, AutoMars ne remplit aucun de ceux encore libres</translation>
    </message>
    <message>
        <source>{card}, option (a): the temperature ({temperature} °C) is not 1 or 2 steps below a bonus step or its maximum</source>
        <translation>{card}, option (a)&#xa0;: la température ({temperature} °C) n&apos;est pas à 1 ou 2 crans d&apos;un bonus ou de son maximum</translation>
    </message>
    <message>
        <source>{card}, option (b): no award before generation 6 (this is generation {generation})</source>
        <translation>{card}, option (b)&#xa0;: pas de récompense avant la génération 6 (c&apos;est la génération {generation})</translation>
    </message>
    <message>
        <source>{card}, option (b): no award, 3 are already funded</source>
        <translation>{card}, option (b)&#xa0;: pas de récompense, 3 sont déjà financées</translation>
    </message>
    <message>
        <source>{card}, option (b): no award, AutoMars leads in none of those still unfunded</source>
        <translation>{card}, option (b)&#xa0;: pas de récompense, AutoMars n&apos;est en tête dans aucune de celles encore libres</translation>
    </message>
    <message>
        <source>{card}, option (b): no legal space for a greenery of AutoMars</source>
        <translation>{card}, option (b)&#xa0;: aucune case autorisée pour une verdure d&apos;AutoMars</translation>
    </message>
    <message>
        <source>{card}, option (b): the oxygen ({value} %) is not 1 or 2 steps below 8 % or 14 %</source>
        <translation>{card}, option (b)&#xa0;: l&apos;oxygène ({value}&#xa0;%) n&apos;est pas à 1 ou 2 crans de 8&#xa0;% ou de 14&#xa0;%</translation>
    </message>
    <message>
        <source>{card}, option (c): Venus ({value} %) is not 1 or 2 steps below 8 %, 16 % or 30 %</source>
        <translation>{card}, option (c)&#xa0;: Vénus ({value} %) n&apos;est pas à 1 ou 2 crans de 8 %, de 16 % ou de 30 %</translation>
    </message>
    <message>
        <source>{card}, option (c): all the oceans are placed</source>
        <translation>{card}, option (c)&#xa0;: tous les océans sont placés</translation>
    </message>
    <message>
        <source>{card}, option (c): no free ocean space touches 2 or more oceans</source>
        <translation>{card}, option (c)&#xa0;: aucune case océan libre n&apos;est adjacente à 2 océans ou plus</translation>
    </message>
    <message>
        <source>{card}: AutoMars gains no TR and no M€ from what it does</source>
        <translation>{card}&#xa0;: AutoMars ne gagne ni NT ni M€ par ce qu&apos;elle fait</translation>
    </message>
    <message>
        <source>{card}: no city space touches 2 greenery or ocean tiles, and AutoMars has at most one colony: it builds one</source>
        <translation>{card}&#xa0;: aucune case de cité ne touche 2 tuiles forêt ou océan, et AutoMars a au plus une colonie&#xa0;: il en construit une</translation>
    </message>
    <message>
        <source>{card}: {option}</source>
        <translation>{card}&#xa0;: {option}</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars builds on {space}, the space it marked, and gains {amount} M€</source>
        <translation>{corporation}&#xa0;: AutoMars construit sur la {space}, qu&apos;il avait marquée, et gagne {amount} M€</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars discards {card}, a card with the fewest tags, from its action deck</source>
        <translation>{corporation}&#xa0;: AutoMars défausse {card}, une des cartes qui ont le moins d&apos;indicateurs, de sa pioche d&apos;actions</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars draws {card} and resolves only its first tag</source>
        <translation>{corporation}&#xa0;: AutoMars pioche {card} et n&apos;en résout que le premier indicateur</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars gains a floater</source>
        <translation>{corporation}&#xa0;: AutoMars gagne un flotteur</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars gains {amount} M€ for advancing on the {track}</source>
        <translation>{corporation}&#xa0;: AutoMars gagne {amount} M€ pour avoir avancé sur la {track}</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars gains {amount} M€ for the {tag} tag</source>
        <translation>{corporation}&#xa0;: AutoMars gagne {amount} M€ pour l&apos;indicateur {tag}</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars gains {amount} M€ for {card}</source>
        <translation>{corporation}&#xa0;: AutoMars gagne {amount} M€ pour {card}</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars gains {amount} TR for a card with a {tag} tag</source>
        <translation>{corporation}&#xa0;: AutoMars gagne {amount} NT pour une carte avec un indicateur {tag}</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars placed a city; its {track} advances</source>
        <translation>{corporation}&#xa0;: AutoMars a posé une cité&#xa0;; sa {track} avance</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars puts a player marker on {space}; only AutoMars may build there</source>
        <translation>{corporation}&#xa0;: AutoMars pose un marqueur joueur sur la {space}&#xa0;; seul AutoMars peut y construire</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars reaches the black cube on space {position} of the {track}</source>
        <translation>{corporation}&#xa0;: AutoMars atteint le cube noir sur la case {position} de la {track}</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars reaches the silver cube on space {position} of the {track} and takes it as M€</source>
        <translation>{corporation}&#xa0;: AutoMars atteint le cube d&apos;argent sur la case {position} de la {track} et le prend en M€</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars reaches the white cube on space {position} of the {track}</source>
        <translation>{corporation}&#xa0;: AutoMars atteint le cube blanc sur la case {position} de la {track}</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars resolves its starting icon {tag}</source>
        <translation>{corporation}&#xa0;: AutoMars résout son indicateur de départ {tag}</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars reveals {card} and discards it</source>
        <translation>{corporation}&#xa0;: AutoMars révèle {card} et la défausse</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars spends the resources on its card to advance its {track}</source>
        <translation>{corporation}&#xa0;: AutoMars dépense les ressources de sa carte pour faire avancer sa {track}</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars spent floaters for a card; it raises the temperature</source>
        <translation>{corporation}&#xa0;: AutoMars a dépensé des flotteurs pour une carte&#xa0;; il augmente la température</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars&apos;s action deck takes {count:project_card} more</source>
        <translation>{corporation}&#xa0;: la pioche d&apos;actions d&apos;AutoMars reçoit {count:project_card} de plus</translation>
    </message>
    <message>
        <source>{corporation}: Venus has risen one step; AutoMars gains {amount} M€</source>
        <translation>{corporation}&#xa0;: Vénus a monté d’un cran&#xa0;; AutoMars gagne {amount} M€</translation>
    </message>
    <message>
        <source>{corporation}: a black cube goes on the corporation card</source>
        <translation>{corporation}&#xa0;: un cube noir va sur la carte corporation</translation>
    </message>
    <message>
        <source>{corporation}: a colony was built; AutoMars advances its least advanced track, the {track}</source>
        <translation>{corporation}&#xa0;: une colonie a été construite&#xa0;; AutoMars avance sa piste la moins avancée, la {track}</translation>
    </message>
    <message>
        <source>{corporation}: a white and a black cube on the card are removed; AutoMars raises the temperature</source>
        <translation>{corporation}&#xa0;: un cube blanc et un cube noir quittent la carte&#xa0;; AutoMars augmente la température</translation>
    </message>
    <message>
        <source>{corporation}: a white cube goes on the corporation card</source>
        <translation>{corporation}&#xa0;: un cube blanc va sur la carte corporation</translation>
    </message>
    <message>
        <source>{corporation}: an ocean was placed; the cube leaves the card and the {track} advances</source>
        <translation>{corporation}&#xa0;: un océan a été posé&#xa0;; le cube quitte la carte et la {track} avance</translation>
    </message>
    <message>
        <source>{corporation}: bonus card {card} is set aside by the corporation card</source>
        <translation>{corporation}&#xa0;: la carte bonus {card} est mise de côté par la carte corporation</translation>
    </message>
    <message>
        <source>{corporation}: bonus card {card} is shuffled into AutoMars&apos;s action deck</source>
        <translation>{corporation}&#xa0;: la carte bonus {card} est mélangée dans la pioche d&apos;actions d&apos;AutoMars</translation>
    </message>
    <message>
        <source>{corporation}: instead of placing an ocean, AutoMars spends its cube: +{tr} TR, +{amount} M€</source>
        <translation>{corporation}&#xa0;: au lieu de poser un océan, AutoMars dépense son cube&#xa0;: +{tr} NT, +{amount} M€</translation>
    </message>
    <message>
        <source>{corporation}: instead of raising the oxygen, AutoMars spends its cube: +{tr} TR, +{amount} M€</source>
        <translation>{corporation}&#xa0;: au lieu d&apos;augmenter l&apos;oxygène, AutoMars dépense son cube&#xa0;: +{tr} NT, +{amount} M€</translation>
    </message>
    <message>
        <source>{corporation}: instead of raising the temperature, AutoMars spends its cube: +{tr} TR, +{amount} M€</source>
        <translation>{corporation}&#xa0;: au lieu d&apos;augmenter la température, AutoMars dépense son cube&#xa0;: +{tr} NT, +{amount} M€</translation>
    </message>
    <message>
        <source>{corporation}: the card is empty; {amount} M€ go back on it and the {track} advances</source>
        <translation>{corporation}&#xa0;: la carte est vide&#xa0;; {amount} M€ y retournent et la {track} avance</translation>
    </message>
    <message>
        <source>{corporation}: the counter on the {track} reached space {position}; it moves one more space</source>
        <translation>{corporation}&#xa0;: le compteur de la {track} a atteint la case {position}&#xa0;; il avance d&apos;une case de plus</translation>
    </message>
    <message>
        <source>{corporation}: the cube replaces the icon of space {position} of the {track}</source>
        <translation>{corporation}&#xa0;: le cube remplace l&apos;icône de la case {position} de la {track}</translation>
    </message>
    <message>
        <source>{corporation}: the white cube leaves the corporation card</source>
        <translation>{corporation}&#xa0;: le cube blanc quitte la carte corporation</translation>
    </message>
    <message>
        <source>{corporation}: the {tag} tag advances AutoMars&apos;s {track}</source>
        <translation>{corporation}&#xa0;: l&apos;indicateur {tag} fait avancer la {track} d&apos;AutoMars</translation>
    </message>
    <message>
        <source>{corporation}: this step cannot be done; nothing happens</source>
        <translation>{corporation}&#xa0;: cette étape est impossible&#xa0;; il ne se passe rien</translation>
    </message>
    <message>
        <source>{corporation}: you placed a city; AutoMars gains {amount} M€</source>
        <translation>{corporation}&#xa0;: vous avez posé une cité&#xa0;; AutoMars gagne {amount} M€</translation>
    </message>
    <message>
        <source>{corporation}: your {card} has a {tag} tag; AutoMars gains {amount} M€ and you gain {human_amount} M€</source>
        <translation>{corporation}&#xa0;: votre carte {card} a un indicateur {tag}&#xa0;; AutoMars gagne {amount} M€ et vous gagnez {human_amount} M€</translation>
    </message>
    <message>
        <source>{corporation}: your {card} has a {tag} tag; AutoMars loses up to {amount} M€</source>
        <translation>{corporation}&#xa0;: votre carte {card} a un indicateur {tag}&#xa0;; AutoMars perd jusqu&apos;à {amount} M€</translation>
    </message>
    <message>
        <source>{corporation}: your {card} has a {tag} tag; AutoMars&apos;s {track} advances</source>
        <translation>{corporation}&#xa0;: votre carte {card} a un indicateur {tag}&#xa0;; la {track} d&apos;AutoMars avance</translation>
    </message>
    <message>
        <source>{corporation}: {amount:resource} placed on the corporation card ({before} → {after})</source>
        <translation>{corporation}&#xa0;: +{amount:resource} sur la carte corporation ({before} → {after})</translation>
    </message>
    <message>
        <source>{corporation}: {amount:resource} taken from the corporation card ({before} → {after})</source>
        <translation>{corporation}&#xa0;: −{amount:resource} de la carte corporation ({before} → {after})</translation>
    </message>
    <message>
        <source>{corporation}: {card} has no tag; AutoMars gains {amount} M€ instead of a Failed Action</source>
        <translation>{corporation}&#xa0;: {card} n&apos;a aucun indicateur&#xa0;; AutoMars gagne {amount} M€ au lieu d&apos;une action ratée</translation>
    </message>
    <message>
        <source>{corporation}: {card} is shuffled into the bonus deck</source>
        <translation>{corporation}&#xa0;: {card} est mélangée dans la pioche bonus</translation>
    </message>
    <message>
        <source>{corporation}: {colony} joins the colony tiles in play</source>
        <translation>{corporation}&#xa0;: la tuile {colony} rejoint les tuiles colonie en jeu</translation>
    </message>
    <message>
        <source>{corporation}: {count} new borders between your tiles and AutoMars&apos;s tiles</source>
        <translation>{corporation}&#xa0;: {count} nouvelles frontières entre vos tuiles et celles d&apos;AutoMars</translation>
    </message>
    <message>
        <source>{count:tied_space} and the project deck is empty: AutoMars picks {space} at random</source>
        <translation>{count:tied_space} et la pioche de projets est vide&#xa0;: AutoMars choisit la {space} au hasard</translation>
    </message>
    <message>
        <source>{count:tied_space}: AutoMars reveals {card}, counts its cost ({cost}) through the tied spaces and takes {space}</source>
        <translation>{count:tied_space}&#xa0;: AutoMars révèle {card}, compte son coût ({cost}) sur les cases à égalité et prend la {space}</translation>
    </message>
</context>
<context>
    <name>AutoMarsBoard</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: no tag moves its counter</source>
        <translation>%1&#xa0;: aucun indicateur n&apos;avance son compteur</translation>
    </message>
    <message>
        <source>%1: not used (its floaters are kept with Venus Next)</source>
        <translation>%1&#xa0;: inutilisée (ses flotteurs sont gardés avec Venus Next)</translation>
    </message>
    <message>
        <source>%1: stores nothing (a colony places an ocean, a trade gives 1 TR)</source>
        <translation>%1&#xa0;: ne stocke rien (une colonie place un océan, un commerce donne 1 NT)</translation>
    </message>
    <message>
        <source>%1: the %2 tag moves its counter</source>
        <translation>%1&#xa0;: l&apos;indicateur %2 avance son compteur</translation>
    </message>
    <message>
        <source>%1: the %2 tags move its counter</source>
        <translation>%1&#xa0;: les indicateurs %2 avancent son compteur</translation>
    </message>
    <message>
        <source>A black cube of AutoMars&apos;s corporation waits here (see its card)</source>
        <translation>Un cube noir de la corporation d&apos;AutoMars attend ici (voir sa carte)</translation>
    </message>
    <message>
        <source>A colony AutoMars builds puts 2 resources in that tile&apos;s area, a trade 2 (for 1 M€), a colony bonus 1. During its turn an area with 5 or more gives back 5 and advances the track of its tag.</source>
        <translation>Une colonie qu&apos;AutoMars construit met 2 ressources dans la zone de cette tuile, un commerce 2 (pour 1 M€), un bonus de colonie 1. Pendant son tour, une zone qui en a 5 ou plus en rend 5 et fait avancer la piste de son symbole.</translation>
    </message>
    <message>
        <source>A silver cube of AutoMars&apos;s corporation waits here: 5 M€ for AutoMars</source>
        <translation>Un cube d&apos;argent de la corporation d&apos;AutoMars attend ici&#xa0;: 5 M€ pour AutoMars</translation>
    </message>
    <message>
        <source>A white cube of AutoMars&apos;s corporation waits here (see its card)</source>
        <translation>Un cube blanc de la corporation d&apos;AutoMars attend ici (voir sa carte)</translation>
    </message>
    <message>
        <source>Action deck: %1 · bonus deck: %2 · destroyed bonus cards: %3</source>
        <translation>Pioche d&apos;actions&#xa0;: %1 · pioche bonus&#xa0;: %2 · cartes bonus détruites&#xa0;: %3</translation>
    </message>
    <message>
        <source>AutoMars</source>
        <translation>AutoMars</translation>
    </message>
    <message>
        <source>Cards…</source>
        <translation>Cartes…</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Plus vite</translation>
    </message>
    <message>
        <source>Ignored in this game: its expansion is not in play (no Failed Action).</source>
        <translation>Ignoré dans cette partie&#xa0;: son extension est absente (pas d&apos;action ratée).</translation>
    </message>
    <message>
        <source>Its colonies: %1 (drawn on the colony tiles)</source>
        <translation>Ses colonies&#xa0;: %1 (dessinées sur les tuiles colonie)</translation>
    </message>
    <message>
        <source>On the card: %1</source>
        <translation>Sur la carte&#xa0;: %1</translation>
    </message>
    <message>
        <source>Open AutoMars&apos;s tracks at full size; hover a space to see what it does</source>
        <translation>Ouvre les pistes d&apos;AutoMars en grand&#xa0;; survolez une case pour voir ce qu&apos;elle fait</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Paused:</source>
        <translation>En pause&#xa0;:</translation>
    </message>
    <message>
        <source>Paused: press again to go on telling AutoMars&apos;s turn by itself</source>
        <translation>En pause&#xa0;: cliquez de nouveau pour que le récit du tour d&apos;AutoMars reprenne tout seul</translation>
    </message>
    <message>
        <source>Replay AutoMars&apos;s turns three times as fast</source>
        <translation>Rejouer les tours d&apos;AutoMars trois fois plus vite</translation>
    </message>
    <message>
        <source>Shipping board (5 resources in an area advance its track 1 step):</source>
        <translation>Plateau d&apos;expédition (5 ressources dans une zone font avancer sa piste d&apos;une case)&#xa0;:</translation>
    </message>
    <message>
        <source>Show AutoMars&apos;s board</source>
        <translation>Voir le plateau d&apos;AutoMars</translation>
    </message>
    <message>
        <source>Show the next line of AutoMars&apos;s turn</source>
        <translation>Montrer la ligne suivante du tour d&apos;AutoMars</translation>
    </message>
    <message>
        <source>Show the project cards AutoMars has resolved and its bonus cards out of the deck</source>
        <translation>Afficher les cartes projet qu&apos;AutoMars a résolues et ses cartes bonus hors de la pioche</translation>
    </message>
    <message>
        <source>Show the rest of AutoMars&apos;s turn at once</source>
        <translation>Montrer d&apos;un coup la fin du tour d&apos;AutoMars</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Sauter</translation>
    </message>
    <message>
        <source>Space %1 of the %2: no icon</source>
        <translation>Case %1 de la %2&#xa0;: aucune action</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Stop the replay here; Step shows the next line</source>
        <translation>Arrêter la relecture ici&#xa0;; Suivant affiche la ligne d&apos;après</translation>
    </message>
    <message>
        <source>TR %1 · %2 M€</source>
        <translation>NT %1 · %2 M€</translation>
    </message>
    <message>
        <source>Trade fleets available: %1 of %2</source>
        <translation>Flottes commerciales disponibles&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <source>Waiting for your move.</source>
        <translation>En attente de votre coup.</translation>
    </message>
    <message>
        <source>black cubes</source>
        <translation>cubes noirs</translation>
    </message>
    <message>
        <source>selection priority: %1</source>
        <translation>priorité de sélection&#xa0;: %1</translation>
    </message>
    <message>
        <source>starting tags: %1</source>
        <translation>indicateurs de départ&#xa0;: %1</translation>
    </message>
    <message>
        <source>the second waits on space %1 of the %2 ◆</source>
        <translation>la deuxième attend sur la case %1 de la %2 ◆</translation>
    </message>
    <message>
        <source>white cubes</source>
        <translation>cubes blancs</translation>
    </message>
    <message>
        <source>◆ One reading: Pluto&apos;s area advances the Science track (one AutoMars edition reads it from the printed board; the other infers the Event track).</source>
        <translation>◆ Une lecture&#xa0;: la zone de Pluton fait avancer la piste Science (une édition d&apos;AutoMars la lit sur le plateau imprimé&#xa0;; l&apos;autre en déduit la piste Événement).</translation>
    </message>
    <message>
        <source>◆ One reading: the second trade fleet is unlocked when the counter enters space 9 of the Event track (one AutoMars edition quotes the rulebook&apos;s credits track; the other puts it on the Energy track).</source>
        <translation>◆ Une lecture&#xa0;: la deuxième flotte commerciale est débloquée quand le compteur entre sur la case 9 de la piste Événement (une édition d&apos;AutoMars cite la piste des crédits du livret&#xa0;; l&apos;autre la place sur la piste Énergie).</translation>
    </message>
</context>
<context>
    <name>AutoMarsBonus</name>
    <message>
        <source>Build, Build, Build</source>
        <translation>Construire, construire, construire</translation>
    </message>
    <message>
        <source>Corporate Competition</source>
        <translation>Compétition corporative</translation>
    </message>
    <message>
        <source>Diversification</source>
        <translation>Diversification</translation>
    </message>
    <message>
        <source>Do It Right</source>
        <translation>Bien faire</translation>
    </message>
    <message>
        <source>Expedited Construction</source>
        <translation>Construction accélérée</translation>
    </message>
    <message>
        <source>Extended Shipping Lines</source>
        <translation>Lignes maritimes étendues</translation>
    </message>
    <message>
        <source>Government Intervention</source>
        <translation>Intervention Gouvernementale</translation>
    </message>
    <message>
        <source>Government Subsidy</source>
        <translation>Subvention gouvernementale</translation>
    </message>
    <message>
        <source>Interface Hyperlink</source>
        <translation>Hyperlien d&apos;interface</translation>
    </message>
    <message>
        <source>Invasive Species</source>
        <translation>Espèces invasives</translation>
    </message>
    <message>
        <source>Investors</source>
        <translation>Investisseurs</translation>
    </message>
    <message>
        <source>Lobbyists</source>
        <translation>Lobbyistes</translation>
    </message>
    <message>
        <source>Lobbyists (Venus Next version)</source>
        <translation>Lobbyistes (version Venus Next)</translation>
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
        <source>Outer System Foothold</source>
        <translation>Tête de pont du système extérieur</translation>
    </message>
    <message>
        <source>Overachievement</source>
        <translation>Dépassement</translation>
    </message>
    <message>
        <source>Rapid Sprouting</source>
        <translation>Pousse rapide</translation>
    </message>
    <message>
        <source>Research and Development</source>
        <translation>Recherche et développement</translation>
    </message>
    <message>
        <source>Settlers</source>
        <translation>Colons</translation>
    </message>
    <message>
        <source>Shipping Lines</source>
        <translation>Lignes maritimes</translation>
    </message>
    <message>
        <source>Supply and Demand</source>
        <translation>L&apos;offre et la demande</translation>
    </message>
    <message>
        <source>Venusian Lobby</source>
        <translation>Lobby vénusien</translation>
    </message>
</context>
<context>
    <name>AutoMarsBonusText</name>
    <message>
        <source>(a) AutoMars places a city next to one of your greeneries and loses 5 M€; (b) otherwise it places the special tile of a card of its played pile next to one of your cities (that card leaves the game) and loses 3 M€; (c) otherwise it gains 3 M€ and the card goes back into the bonus deck.</source>
        <translation>(a) AutoMars place une cité à côté d&apos;une de vos verdures et perd 5 M€&#xa0;; (b) sinon, il place la tuile spéciale d&apos;une carte de sa pile de cartes jouées à côté d&apos;une de vos cités (cette carte quitte la partie) et perd 3 M€&#xa0;; (c) sinon, il gagne 3 M€ et la carte retourne dans la pioche bonus.</translation>
    </message>
    <message>
        <source>A plant on AutoMars&apos;s corporation card becomes a greenery (the oxygen rises 1 step); without a plant, a plant grows on the card.</source>
        <translation>Une plante sur la carte corporation d&apos;AutoMars devient une verdure (l&apos;oxygène monte d&apos;un cran)&#xa0;; sans plante, une plante pousse sur la carte.</translation>
    </message>
    <message>
        <source>AutoMars advances its least advanced track, then loses 4 M€ if it has them.</source>
        <translation>AutoMars avance sa piste la moins avancée, puis perd 4 M€ s&apos;il les a.</translation>
    </message>
    <message>
        <source>AutoMars draws as many project cards as the position of its Energy track (at least 2), resolves 2 of them and discards the others. The card is destroyed.</source>
        <translation>AutoMars pioche autant de cartes projet que la position de sa piste Énergie (au moins 2), en résout 2 et défausse les autres. La carte est détruite.</translation>
    </message>
    <message>
        <source>AutoMars draws the top project card and resolves it as a card of its action deck. The card is discarded.</source>
        <translation>AutoMars pioche la première carte projet et la résout comme une carte de sa pioche d&apos;action. La carte est défaussée.</translation>
    </message>
    <message>
        <source>AutoMars gains 1 TR.</source>
        <translation>AutoMars gagne 1 NT.</translation>
    </message>
    <message>
        <source>AutoMars places a city on the legal space that touches the most greenery and ocean tiles (2 or more) and the card is destroyed. Without such a space nothing happens and the card is discarded.</source>
        <translation>AutoMars place une cité sur la case autorisée adjacente au plus grand nombre de tuiles verdure et océan (2 ou plus) et la carte est détruite. Sans une telle case, rien ne se passe et la carte est défaussée.</translation>
    </message>
    <message>
        <source>AutoMars places the Neural Instance tile on a land space away from every tile, from the edge of the map and from reserved spaces; at the end it scores 1 VP for each neighbouring space you do not occupy. Without such a space AutoMars resolves a project card instead. The card is destroyed.</source>
        <translation>AutoMars place la tuile Instance neuronale sur une case terrestre éloignée de toute tuile, du bord de la carte et des cases réservées&#xa0;; à la fin, elle rapporte 1 PV par case voisine que vous n&apos;occupez pas. Sans une telle case, AutoMars résout une carte projet à la place. La carte est détruite.</translation>
    </message>
    <message>
        <source>AutoMars puts a player marker on a free land space that is not reserved; only AutoMars may build there.</source>
        <translation>AutoMars pose un marqueur joueur sur une case terrestre libre et non réservée&#xa0;; seul AutoMars peut y construire.</translation>
    </message>
    <message>
        <source>AutoMars raises Venus 1 step (if it can) and advances its Venus track; then it raises the parameter of Mars furthest from its maximum one step. The card is discarded.</source>
        <translation>AutoMars augmente Vénus d’un cran (s’il le peut) et fait avancer sa piste Vénus&#xa0;; puis il augmente d’un cran le paramètre de Mars le plus éloigné de son maximum. La carte est défaussée.</translation>
    </message>
    <message>
        <source>AutoMars takes 3 M€ from its corporation card (what is left, if less); from an empty card, its Energy track advances instead.</source>
        <translation>AutoMars prend 3 M€ sur sa carte corporation (ce qui reste, si c&apos;est moins)&#xa0;; si la carte est vide, sa piste Énergie avance à la place.</translation>
    </message>
    <message>
        <source>Colonies, from generation 2: AutoMars loses 1 M€ and trades with the open colony tile whose marker is furthest along (ties: one with its colony, then a revealed card&apos;s cost); 2 resources go to its shipping board, your colonies there get their bonus. The card goes back beside its board.</source>
        <translation>Colonies, à partir de la génération 2&#xa0;: AutoMars perd 1 M€ et commerce avec la tuile colonie ouverte dont le marqueur est le plus avancé (égalité&#xa0;: une avec sa colonie, puis le coût d&apos;une carte révélée)&#xa0;; 2 ressources vont sur son plateau d&apos;expédition, vos colonies là reçoivent leur bonus. La carte retourne à côté de son plateau.</translation>
    </message>
    <message>
        <source>Colonies, instead of B05: AutoMars places a city on the legal space that touches the most greenery and ocean tiles (2 or more) and the card is destroyed. Otherwise, with at most one colony, it builds one on a tile picked by a revealed card&apos;s cost and stores 2 resources there; the card is discarded.</source>
        <translation>Colonies, au lieu de B05&#xa0;: AutoMars pose une cité sur la case légale qui touche le plus de tuiles forêt et océan (2 ou plus) et la carte est détruite. Sinon, avec au plus une colonie, il en construit une sur une tuile choisie par le coût d&apos;une carte révélée et y stocke 2 ressources&#xa0;; la carte est défaussée.</translation>
    </message>
    <message>
        <source>Colonies, once its second trade fleet is unlocked: a second trade, as Shipping Lines (B19).</source>
        <translation>Colonies, une fois sa deuxième flotte commerciale débloquée&#xa0;: un deuxième échange, comme Lignes maritimes (B19).</translation>
    </message>
    <message>
        <source>Colonies: AutoMars builds a colony on a tile picked by a revealed card&apos;s cost and stores 2 resources there, then discards the top bonus card without resolving it. The card is discarded.</source>
        <translation>Colonies&#xa0;: AutoMars construit une colonie sur une tuile choisie par le coût d&apos;une carte révélée et y stocke 2 ressources, puis défausse la carte bonus du dessus sans la résoudre. La carte est défaussée.</translation>
    </message>
    <message>
        <source>In an even generation AutoMars advances its least advanced track and moves its most advanced one back; in an odd generation it gains as many M€ as the position of its least advanced track.</source>
        <translation>Lors d&apos;une génération paire, AutoMars avance sa piste la moins avancée et recule la plus avancée&#xa0;; lors d&apos;une génération impaire, il gagne autant de M€ que la position de sa piste la moins avancée.</translation>
    </message>
    <message>
        <source>Options (a), (b) and (c) of Lobbyists: the first that can be done; otherwise nothing. Never destroyed.</source>
        <translation>Options (a), (b) et (c) de Lobbyistes&#xa0;: la première réalisable&#xa0;; sinon, rien. Jamais détruite.</translation>
    </message>
    <message>
        <source>The first option that can be done: (a) AutoMars claims a milestone for free; (b) from generation 6, it funds for free the award in which it leads you the most; after (a) or (b) the card is destroyed. (c) Otherwise AutoMars gains 5 M€ and the card is discarded.</source>
        <translation>La première option réalisable&#xa0;: (a) AutoMars acquiert gratuitement un objectif&#xa0;; (b) à partir de la génération 6, il finance gratuitement la récompense où il vous devance le plus&#xa0;; après (a) ou (b), la carte est détruite. (c) Sinon, AutoMars gagne 5 M€ et la carte est défaussée.</translation>
    </message>
    <message>
        <source>The first option that can be done: (a) the temperature is 1 or 2 steps below a bonus step or its maximum: it rises 2 steps; (b) the oxygen is 1 or 2 steps below 8 % or 14 %: AutoMars places a greenery and raises the oxygen 1 more step; (c) AutoMars places an ocean on a space that touches 2 or more oceans. After (a), (b) or (c) the card is destroyed. (d) Otherwise the global parameter furthest from its goal rises 1 step and the card is discarded.</source>
        <translation>La première option réalisable&#xa0;: (a) la température est à 1 ou 2 crans d&apos;un bonus ou de son maximum&#xa0;: elle monte de 2 crans&#xa0;; (b) l&apos;oxygène est à 1 ou 2 crans de 8&#xa0;% ou de 14&#xa0;%&#xa0;: AutoMars place une verdure et augmente l&apos;oxygène d&apos;un cran de plus&#xa0;; (c) AutoMars place un océan sur une case adjacente à 2 océans ou plus. Après (a), (b) ou (c), la carte est détruite. (d) Sinon, le paramètre global le plus loin de son but monte d&apos;un cran et la carte est défaussée.</translation>
    </message>
    <message>
        <source>Venus Next&apos;s Lobbyists, the first option that can be done: (a) the temperature is 1 or 2 steps below a bonus step or its maximum: it rises 2 steps; (b) the oxygen is 1 or 2 steps below 8 % or 14 %: AutoMars places a greenery and raises the oxygen 1 more step; after (a) or (b) the card is destroyed. (c) Venus is 1 or 2 steps below 8 %, 16 % or 30 %: it rises 2 steps. (d) Otherwise AutoMars raises the parameter of Mars furthest from its maximum one step.</source>
        <translation>Les Lobbyistes de Venus Next, la première option possible&#xa0;: (a) la température est à 1 ou 2 crans d’un cran bonus ou de son maximum&#xa0;: elle monte de 2 crans&#xa0;; (b) l’oxygène est à 1 ou 2 crans de 8 % ou de 14 %&#xa0;: AutoMars place une verdure et augmente l’oxygène d’un cran de plus&#xa0;; après (a) ou (b) la carte est détruite. (c) Vénus est à 1 ou 2 crans de 8 %, 16 % ou 30 %&#xa0;: elle monte de 2 crans. (d) Sinon AutoMars augmente d’un cran le paramètre de Mars le plus éloigné de son maximum.</translation>
    </message>
    <message>
        <source>Venus Next, in every generation&apos;s action deck: in an even generation, or with Venus at 30 %, AutoMars raises the parameter of Mars furthest from its maximum one step; otherwise it raises Venus 1 step. It gains no TR and no M€ from it. The card is set aside until the next generation.</source>
        <translation>Venus Next, dans la pioche d’actions de chaque génération&#xa0;: à une génération paire, ou avec Vénus à 30 %, AutoMars augmente d’un cran le paramètre de Mars le plus éloigné de son maximum&#xa0;; sinon il augmente Vénus d’un cran. Il n’en gagne ni NT ni M€. La carte est mise de côté jusqu’à la génération suivante.</translation>
    </message>
    <message>
        <source>You lose 5 plants (all of them if you have fewer). If you lose 3 or more, or a card protects your plants, the card is destroyed; otherwise it is discarded.</source>
        <translation>Vous perdez 5 plantes (toutes, si vous en avez moins). Si vous en perdez 3 ou plus, ou si une carte protège vos plantes, la carte est détruite&#xa0;; sinon, elle est défaussée.</translation>
    </message>
    <message>
        <source>You remove your animal or microbe worth the most points, if you have one. AutoMars gains 5 M€ (with Venus Next or Colonies: 2 M€ and 1 floater). The card is discarded.</source>
        <translation>Vous retirez votre animal ou microbe qui vaut le plus de points, si vous en avez un. AutoMars gagne 5 M€ (avec Venus Next ou Colonies&#xa0;: 2 M€ et 1 flotteur). La carte est défaussée.</translation>
    </message>
</context>
<context>
    <name>AutoMarsCardsDialog</name>
    <message>
        <source>Bonus cards destroyed</source>
        <translation>Cartes bonus détruites</translation>
    </message>
    <message>
        <source>Bonus cards in the discard pile</source>
        <translation>Cartes bonus dans la défausse</translation>
    </message>
    <message>
        <source>Cards resolved by AutoMars</source>
        <translation>Cartes résolues par AutoMars</translation>
    </message>
    <message>
        <source>Project cards resolved</source>
        <translation>Cartes projet résolues</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
</context>
<context>
    <name>AutoMarsCorporation</name>
    <message>
        <source>A corporation makes AutoMars stronger: the rulebook advises lowering its difficulty at first.</source>
        <translation>Une corporation rend AutoMars plus fort&#xa0;: le livret de règles conseille d&apos;abord de baisser sa difficulté.</translation>
    </message>
    <message>
        <source>Before each action phase: Investors (B32) goes into the action deck. B32: in an even generation, advance the least advanced track and move the most advanced one back; in an odd one, gain as many M€ as the least advanced track&apos;s position.</source>
        <translation>Avant chaque phase d&apos;action&#xa0;: Investisseurs (B32) entre dans la pioche d&apos;actions. B32&#xa0;: en génération paire, faites avancer la piste la moins avancée et reculer la plus avancée&#xa0;; en génération impaire, gagnez autant de M€ que la position de la piste la moins avancée.</translation>
    </message>
    <message>
        <source>Before each action phase: Rapid Sprouting (B23) goes into the action deck. B23: a plant on this card becomes a greenery (+1 oxygen); otherwise a plant grows here.</source>
        <translation>Avant chaque phase d&apos;action&#xa0;: Pousse rapide (B23) entre dans la pioche d&apos;actions. B23&#xa0;: une plante sur cette carte devient une verdure (+1 oxygène)&#xa0;; sinon, une plante pousse ici.</translation>
    </message>
    <message>
        <source>Before each action phase: a white cube on this card if there is none. Effect: when AutoMars would raise the temperature or the oxygen or place an ocean, it spends the cube instead: +1 TR and +6 M€, and the parameter does not move.</source>
        <translation>Avant chaque phase d&apos;action&#xa0;: un cube blanc sur cette carte s&apos;il n&apos;y en a pas. Effet&#xa0;: quand AutoMars devrait augmenter la température ou l&apos;oxygène ou poser un océan, il dépense le cube à la place&#xa0;: +1 NT et +6 M€, et le paramètre ne bouge pas.</translation>
    </message>
    <message>
        <source>Colonies (or Venus Next). Effect: each card with an action AutoMars resolves gives it a floater; at the end, 1 VP per such card in its played pile.</source>
        <translation>Colonies (ou Venus Next). Effet&#xa0;: chaque carte avec une action qu&apos;AutoMars résout lui donne un flotteur&#xa0;; à la fin, 1 PV par carte de ce genre dans sa pile de cartes jouées.</translation>
    </message>
    <message>
        <source>Colonies (or Venus Next). Set-up: a floater. Effect: a floater with every Failed Action. Before each research phase: a floater.</source>
        <translation>Colonies (ou Venus Next). Mise en place&#xa0;: un flotteur. Effet&#xa0;: un flotteur à chaque Action Ratée. Avant chaque phase de recherche&#xa0;: un flotteur.</translation>
    </message>
    <message>
        <source>Colonies (or Venus Next). Set-up: a floater. Effect: when AutoMars spends floaters for a card, +1 temperature step. Before each research phase: a floater.</source>
        <translation>Colonies (ou Venus Next). Mise en place&#xa0;: un flotteur. Effet&#xa0;: quand AutoMars dépense des flotteurs pour une carte, +1 palier de température. Avant chaque phase de recherche&#xa0;: un flotteur.</translation>
    </message>
    <message>
        <source>Colonies. Set-up: AutoMars builds a colony. Effect: every colony built, yours or AutoMars&apos;s, advances its least advanced track.</source>
        <translation>Colonies. Mise en place&#xa0;: AutoMars construit une colonie. Effet&#xa0;: chaque colonie construite, la vôtre ou celle d&apos;AutoMars, fait avancer sa piste la moins avancée.</translation>
    </message>
    <message>
        <source>Colonies. Set-up: one more colony tile in play. White cubes (Building, Space, Science 3; Energy 3 and 6) and black cubes (Earth 3 and 6, Plant 3 and 6): each advances the Event track when reached.</source>
        <translation>Colonies. Mise en place&#xa0;: une tuile colonie de plus en jeu. Cubes blancs (Construction, Espace, Science 3&#xa0;; Énergie 3 et 6) et cubes noirs (Terre 3 et 6, Plante 3 et 6)&#xa0;: chacun fait avancer la piste Événement quand il est atteint.</translation>
    </message>
    <message>
        <source>Effect: +2 M€ every time AutoMars advances its Building or Event track, starting tags included.</source>
        <translation>Effet&#xa0;: +2 M€ chaque fois qu&apos;AutoMars fait avancer sa piste Bâtiment ou Événement, indicateurs de départ compris.</translation>
    </message>
    <message>
        <source>Effect: +2 M€ per plant or animal tag AutoMars resolves, its starting tag included.</source>
        <translation>Effet&#xa0;: +2 M€ par indicateur plante ou animal qu&apos;AutoMars résout, son indicateur de départ compris.</translation>
    </message>
    <message>
        <source>Effect: a track that reaches space 5 or 12 moves one more space after that space resolves.</source>
        <translation>Effet&#xa0;: une piste qui atteint la case 5 ou 12 avance d&apos;une case de plus une fois cette case résolue.</translation>
    </message>
    <message>
        <source>Effect: each Building advance puts 1 M€ on this card. Before each action phase: Supply and Demand (B24: take 3 M€ from this card; if it is empty, advance the Energy track) goes into the action deck.</source>
        <translation>Effet&#xa0;: chaque avancée de Bâtiment place 1 M€ sur cette carte. Avant chaque phase d&apos;action&#xa0;: L&apos;offre et la demande (B24&#xa0;: prenez 3 M€ de cette carte&#xa0;; si elle est vide, faites avancer la piste Énergie) entre dans la pioche d&apos;actions.</translation>
    </message>
    <message>
        <source>Effect: each Jovian tag AutoMars resolves, and each card with a Jovian tag you play, advances its Event track.</source>
        <translation>Effet&#xa0;: chaque indicateur jovien qu&apos;AutoMars résout, et chaque carte avec un indicateur jovien que vous jouez, fait avancer sa piste Événement.</translation>
    </message>
    <message>
        <source>Effect: each resolved card with 2 or more tags puts 1 science on this card. Before each action phase: with 10 science here, remove them; AutoMars places a city and gains 1 TR.</source>
        <translation>Effet&#xa0;: chaque carte résolue avec 2 indicateurs ou plus place 1 science sur cette carte. Avant chaque phase d&apos;action&#xa0;: avec 10 sciences ici, retirez-les&#xa0;; AutoMars pose une cité et gagne 1 NT.</translation>
    </message>
    <message>
        <source>Effect: when AutoMars resolves a card costing 20 M€ or more, it gains 4 M€.</source>
        <translation>Effet&#xa0;: quand AutoMars résout une carte coûtant 20 M€ ou plus, il gagne 4 M€.</translation>
    </message>
    <message>
        <source>Set-up and before each action phase: Settlers (B22) puts an AutoMars player marker on a free space; only AutoMars may build there, and building there gives it 3 M€.</source>
        <translation>Mise en place et avant chaque phase d&apos;action&#xa0;: Colons (B22) pose un marqueur joueur d&apos;AutoMars sur une case libre&#xa0;; seul AutoMars peut y construire, et y construire lui donne 3 M€.</translation>
    </message>
    <message>
        <source>Set-up: +10 M€. Before each action phase: Diversification (B28: advance the least advanced track, then lose 4 M€ if AutoMars has them) goes into the action deck.</source>
        <translation>Mise en place&#xa0;: +10 M€. Avant chaque phase d&apos;action&#xa0;: Diversification (B28&#xa0;: faites avancer la piste la moins avancée, puis AutoMars perd 4 M€ s&apos;il les a) entre dans la pioche d&apos;actions.</translation>
    </message>
    <message>
        <source>Set-up: +10 M€. White cubes (Energy 4, 6, 8, 10): AutoMars draws a project card and resolves only its first tag, then raises the temperature 1 step.</source>
        <translation>Mise en place&#xa0;: +10 M€. Cubes blancs (Énergie 4, 6, 8, 10)&#xa0;: AutoMars pioche une carte projet et n&apos;en résout que le premier indicateur, puis augmente la température d&apos;une étape.</translation>
    </message>
    <message>
        <source>Set-up: +25 M€. Before each action phase: AutoMars discards one of the cards with the fewest tags from its action deck.</source>
        <translation>Mise en place&#xa0;: +25 M€. Avant chaque phase d&apos;action&#xa0;: AutoMars défausse de sa pioche d&apos;actions une des cartes qui ont le moins d&apos;indicateurs.</translation>
    </message>
    <message>
        <source>Set-up: +25 M€. Effect: +2 M€ every time AutoMars advances its Earth track.</source>
        <translation>Mise en place&#xa0;: +25 M€. Effet&#xa0;: +2 M€ chaque fois qu&apos;AutoMars fait avancer sa piste Terre.</translation>
    </message>
    <message>
        <source>Set-up: +5 M€. White cubes (Space 3, 4, 6, 8, 10, 11) and black cubes (Event, the same spaces) move onto this card when reached; one of each here: remove both, +1 temperature step.</source>
        <translation>Mise en place&#xa0;: +5 M€. Les cubes blancs (Spatial 3, 4, 6, 8, 10, 11) et noirs (Événement, mêmes cases) vont sur cette carte quand ils sont atteints&#xa0;; un de chaque ici&#xa0;: retirez-les, +1 étape de température.</translation>
    </message>
    <message>
        <source>Set-up: +8 M€. Effect: a card with no tag gives 10 M€ instead of a Failed Action; a card with exactly one tag gives 1 M€ more.</source>
        <translation>Mise en place&#xa0;: +8 M€. Effet&#xa0;: une carte sans indicateur donne 10 M€ au lieu d&apos;une action ratée&#xa0;; une carte avec exactement un indicateur donne 1 M€ de plus.</translation>
    </message>
    <message>
        <source>Set-up: +8 M€; destroy Research and Development; a card with a microbe tag into the bonus deck. Effect: a card with a microbe tag you play gives AutoMars 2 M€ and you 2 M€; each microbe tag AutoMars resolves gives it 4 M€.</source>
        <translation>Mise en place&#xa0;: +8 M€&#xa0;; détruisez Recherche et développement&#xa0;; une carte avec un indicateur microbe dans la pioche bonus. Effet&#xa0;: une carte avec un indicateur microbe que vous jouez donne 2 M€ à AutoMars et 2 M€ à vous&#xa0;; chaque indicateur microbe qu&apos;AutoMars résout lui donne 4 M€.</translation>
    </message>
    <message>
        <source>Set-up: 10 M€ on this card. Effect: while Building is below 18, the M€ AutoMars gains come from this card; when it is empty, 10 M€ go back on it and the Building track advances.</source>
        <translation>Mise en place&#xa0;: 10 M€ sur cette carte. Effet&#xa0;: tant que Bâtiment est sous 18, les M€ gagnés par AutoMars viennent de cette carte&#xa0;; quand elle est vide, 10 M€ y retournent et la piste Bâtiment avance.</translation>
    </message>
    <message>
        <source>Set-up: 2 plants on this card. Effect: +1 plant here per plant, microbe or animal tag AutoMars resolves. Before each action phase: with 5 plants here, remove them and advance the Plant track.</source>
        <translation>Mise en place&#xa0;: 2 plantes sur cette carte. Effet&#xa0;: +1 plante ici par indicateur plante, microbe ou animal qu&apos;AutoMars résout. Avant chaque phase d&apos;action&#xa0;: avec 5 plantes ici, retirez-les et faites avancer la piste Plante.</translation>
    </message>
    <message>
        <source>Set-up: AutoMars loses 8 TR. Before each action phase: 1 more project card into the action deck (2 from generation 9).</source>
        <translation>Mise en place&#xa0;: AutoMars perd 8 NT. Avant chaque phase d&apos;action&#xa0;: 1 carte projet de plus dans la pioche d&apos;actions (2 dès la génération 9).</translation>
    </message>
    <message>
        <source>Set-up: AutoMars places a city. Effect: each city you place gives AutoMars 2 M€; each city AutoMars places advances its Event track.</source>
        <translation>Mise en place&#xa0;: AutoMars pose une cité. Effet&#xa0;: chaque cité que vous posez donne 2 M€ à AutoMars&#xa0;; chaque cité qu&apos;AutoMars pose fait avancer sa piste Événement.</translation>
    </message>
    <message>
        <source>Set-up: Government Subsidy (B31: +1 TR) goes into the bonus deck; generation 1&apos;s action deck has no bonus card. From generation 2, each action deck has one more bonus card.</source>
        <translation>Mise en place&#xa0;: Subvention gouvernementale (B31&#xa0;: +1 NT) entre dans la pioche bonus&#xa0;; la pioche d&apos;actions de la génération 1 n&apos;a pas de carte bonus. Dès la génération 2, chaque pioche d&apos;actions a une carte bonus de plus.</translation>
    </message>
    <message>
        <source>Set-up: Interface Hyperlink (B30) at the bottom of the bonus deck. B30: draw as many project cards as AutoMars&apos;s Energy position (at least 2), resolve the best 2, discard the others; B30 is destroyed.</source>
        <translation>Mise en place&#xa0;: Hyperlien d&apos;interface (B30) sous la pioche bonus. B30&#xa0;: piochez autant de cartes projet que la position Énergie d&apos;AutoMars (au moins 2), résolvez les 2 meilleures, défaussez les autres&#xa0;; B30 est détruite.</translation>
    </message>
    <message>
        <source>Set-up: Overachievement (B04) is set aside. Effect: +3 M€ per resolved card showing a VP icon that is not negative. Before each action phase: B04 goes into the action deck unless it was destroyed.</source>
        <translation>Mise en place&#xa0;: Dépassement (B04) est mise de côté. Effet&#xa0;: +3 M€ par carte résolue montrant une icône PV non négative. Avant chaque phase d&apos;action&#xa0;: B04 entre dans la pioche d&apos;actions, sauf si elle a été détruite.</translation>
    </message>
    <message>
        <source>Set-up: a greenery, 1 science on this card, Local Neural Instance at once (then destroyed), Build, Build, Build (B27) into the bonus deck. Effect: each new border between your tiles and AutoMars&apos;s adds 1 science; 4 science advance its most advanced track.</source>
        <translation>Mise en place&#xa0;: une verdure, 1 science sur cette carte, Instance neuronale locale tout de suite (puis détruite), Construire, construire, construire (B27) dans la pioche bonus. Effet&#xa0;: chaque nouvelle frontière entre vos tuiles et celles d&apos;AutoMars ajoute 1 science&#xa0;; 4 sciences font avancer sa piste la plus avancée.</translation>
    </message>
    <message>
        <source>Set-up: a white cube on this card. Effect: every ocean placed flips it (a cube here: remove it and advance the Building track; none: put one here). AutoMars gains 3 M€ per adjacent ocean instead of 2.</source>
        <translation>Mise en place&#xa0;: un cube blanc sur cette carte. Effet&#xa0;: chaque océan posé la retourne (un cube ici&#xa0;: retirez-le et faites avancer la piste Bâtiment&#xa0;; aucun&#xa0;: posez-en un). AutoMars gagne 3 M€ par océan adjacent au lieu de 2.</translation>
    </message>
    <message>
        <source>Set-up: destroy Lobbyists. Effect: +2 M€ per resolved card with a requirement. Before each action phase: Do It Right (B25: the first three options of Lobbyists, never destroyed) goes into the action deck.</source>
        <translation>Mise en place&#xa0;: détruisez Lobbyistes. Effet&#xa0;: +2 M€ par carte résolue ayant une condition. Avant chaque phase d&apos;action&#xa0;: Bien faire (B25&#xa0;: les trois premières options de Lobbyistes, jamais détruite) entre dans la pioche d&apos;actions.</translation>
    </message>
    <message>
        <source>Set-up: destroy Meteor Shower; reveal project cards until one has a science tag, and shuffle it into the bonus deck. Effect: a card with a microbe tag you play costs AutoMars 4 M€; each card with a science tag it resolves gives it 1 TR.</source>
        <translation>Mise en place&#xa0;: détruisez Pluie de météores&#xa0;; révélez des cartes projet jusqu&apos;à une avec un indicateur science et mélangez-la dans la pioche bonus. Effet&#xa0;: une carte avec un indicateur microbe que vous jouez coûte 4 M€ à AutoMars&#xa0;; chaque carte avec un indicateur science qu&apos;il résout lui donne 1 NT.</translation>
    </message>
    <message>
        <source>Set-up: destroy Overachievement. Effect: +2 in every award. Before each action phase: claim a milestone (generations 2-5 and 10 on) or fund an award (generations 6-9), if it can.</source>
        <translation>Mise en place&#xa0;: détruisez Dépassement. Effet&#xa0;: +2 dans chaque récompense. Avant chaque phase d&apos;action&#xa0;: revendique un objectif (générations 2-5 et dès la 10) ou finance une récompense (générations 6-9), s&apos;il le peut.</translation>
    </message>
    <message>
        <source>Set-up: reveal project cards until 2 have a space tag; all of them go into the bonus deck. White cubes (Space 7, 10, 13, 15): AutoMars draws and resolves the top card of the bonus deck.</source>
        <translation>Mise en place&#xa0;: révélez des cartes projet jusqu&apos;à en avoir 2 avec un indicateur spatial&#xa0;; toutes vont dans la pioche bonus. Cubes blancs (Spatial 7, 10, 13, 15)&#xa0;: AutoMars pioche et résout la carte du dessus de la pioche bonus.</translation>
    </message>
    <message>
        <source>Silver cubes on Building 4 to 18: each one AutoMars reaches gives it 5 M€.</source>
        <translation>Cubes d&apos;argent sur Bâtiment 4 à 18&#xa0;: chacun qu&apos;AutoMars atteint lui donne 5 M€.</translation>
    </message>
    <message>
        <source>Venus Next. Effect: +2 M€ for every step Venus rises, whoever raises it (Government Intervention included).</source>
        <translation>Venus Next. Effet&#xa0;: +2 M€ à chaque cran dont Vénus monte, qui que ce soit qui la fasse monter (Intervention Gouvernementale comprise).</translation>
    </message>
    <message>
        <source>Venus Next. Set-up: destroy Lobbyists; Venusian Lobby (B26) into the bonus deck. Silver cubes (Venus track 5, 6, 7, 8, 9, 11, 12): 5 M€ each when reached. B26: Venus rises 1 step and the Venus track advances; then the parameter of Mars furthest from its maximum rises 1 step.</source>
        <translation>Venus Next. Mise en place&#xa0;: détruisez Lobbyistes&#xa0;; Lobby vénusien (B26) entre dans la pioche bonus. Cubes d&apos;argent (piste Vénus 5, 6, 7, 8, 9, 11, 12)&#xa0;: 5 M€ chacun quand il est atteint. B26&#xa0;: Vénus monte d’un cran et la piste Vénus avance&#xa0;; puis le paramètre de Mars le plus éloigné de son maximum monte d’un cran.</translation>
    </message>
    <message>
        <source>White cubes (Building 3, 6, 9, 12, 15, 18): advance the Plant track.</source>
        <translation>Cubes blancs (Bâtiment 3, 6, 9, 12, 15, 18)&#xa0;: faites avancer la piste Plante.</translation>
    </message>
    <message>
        <source>White cubes (Building 6, Space 9, Science 10, Energy 5 and 9, Plant 11): instead of raising the temperature, AutoMars draws and resolves a project card. Black cubes (Earth 3, 6, 9, 12, 13, 14): +1 temperature step.</source>
        <translation>Cubes blancs (Bâtiment 6, Spatial 9, Science 10, Énergie 5 et 9, Plante 11)&#xa0;: au lieu d&apos;augmenter la température, AutoMars pioche et résout une carte projet. Cubes noirs (Terre 3, 6, 9, 12, 13, 14)&#xa0;: +1 étape de température.</translation>
    </message>
    <message>
        <source>White cubes (Earth 1, 5, 9, 13, 17): advance the least advanced track. Black cubes (Earth 3, 7, 11, 15): advance the Space track.</source>
        <translation>Cubes blancs (Terre 1, 5, 9, 13, 17)&#xa0;: faites avancer la piste la moins avancée. Cubes noirs (Terre 3, 7, 11, 15)&#xa0;: faites avancer la piste Spatial.</translation>
    </message>
    <message>
        <source>White cubes (Space 2, 4, 7, 10, 13): advance the least advanced track. Black cubes (Space 5, 11, 16): advance the Space track.</source>
        <translation>Cubes blancs (Spatial 2, 4, 7, 10, 13)&#xa0;: faites avancer la piste la moins avancée. Cubes noirs (Spatial 5, 11, 16)&#xa0;: faites avancer la piste Spatial.</translation>
    </message>
    <message>
        <source>White cubes (Space 4, 8, 12): +1 temperature step. Black cubes (Space 7, 10, 14): AutoMars places an ocean.</source>
        <translation>Cubes blancs (Spatial 4, 8, 12)&#xa0;: +1 étape de température. Cubes noirs (Spatial 7, 10, 14)&#xa0;: AutoMars pose un océan.</translation>
    </message>
    <message>
        <source>With the Prelude expansion only. Set-up: one more project card in the starting action deck. White cubes (Science 8, 16): AutoMars draws and resolves a project card.</source>
        <translation>Uniquement avec l&apos;extension Prélude. Mise en place&#xa0;: 1 carte projet de plus dans la pioche d&apos;actions de départ. Cubes blancs (Science 8, 16)&#xa0;: AutoMars pioche et résout une carte projet.</translation>
    </message>
    <message>
        <source>most expensive card</source>
        <translation>carte la plus chère</translation>
    </message>
    <message>
        <source>most tags</source>
        <translation>le plus d&apos;indicateurs</translation>
    </message>
    <message>
        <source>◆ One reading of an unclear card: only one source gives this, or the sources disagree; tmdesk follows the transcription of the printed rulebook.</source>
        <translation>◆ Une lecture d&apos;une carte peu claire&#xa0;: une seule source le donne, ou les sources divergent&#xa0;; tmdesk suit la transcription du livret de règles imprimé.</translation>
    </message>
</context>
<context>
    <name>AutoMarsSide</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1, %2 for its corporation</source>
        <translation>%1, %2 pour sa corporation</translation>
    </message>
    <message>
        <source>%1, %2 for its difficulty level</source>
        <translation>%1, %2 pour son niveau de difficulté</translation>
    </message>
    <message>
        <source>%1, and it gains %2 M€ instead of paying</source>
        <translation>%1, et il gagne %2 M€ au lieu de payer</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <translation>%1, puis %2</translation>
    </message>
    <message>
        <source>%1: %2 TR</source>
        <translation>%1&#xa0;: %2 NT</translation>
    </message>
    <message>
        <source>%1: a city</source>
        <translation>%1&#xa0;: une cité</translation>
    </message>
    <message>
        <source>%1: a city next to a special tile</source>
        <translation>%1&#xa0;: une cité à côté d&apos;une tuile spéciale</translation>
    </message>
    <message>
        <source>%1: a greenery</source>
        <translation>%1&#xa0;: une verdure</translation>
    </message>
    <message>
        <source>%1: a greenery in the southern region (the four bottom rows)</source>
        <translation>%1&#xa0;: une verdure dans la région sud (les quatre lignes du bas)</translation>
    </message>
    <message>
        <source>%1: a greenery next to an ocean</source>
        <translation>%1&#xa0;: une verdure à côté d&apos;un océan</translation>
    </message>
    <message>
        <source>%1: a greenery on the edge of the map</source>
        <translation>%1&#xa0;: une verdure au bord de la carte</translation>
    </message>
    <message>
        <source>%1: it resolves the first project card it reveals that costs %2 M€ or less</source>
        <translation>%1&#xa0;: il résout la première carte projet révélée qui coûte %2 M€ ou moins</translation>
    </message>
    <message>
        <source>%1: it resolves the first project card it reveals that costs %2 M€ or more</source>
        <translation>%1&#xa0;: il résout la première carte projet révélée qui coûte %2 M€ ou plus</translation>
    </message>
    <message>
        <source>%1: it resolves the first project card it reveals that has a requirement</source>
        <translation>%1&#xa0;: il résout la première carte projet révélée qui a un prérequis</translation>
    </message>
    <message>
        <source>%1: it resolves the first project card it reveals that is not an event</source>
        <translation>%1&#xa0;: il résout la première carte projet révélée qui n&apos;est pas un événement</translation>
    </message>
    <message>
        <source>%1: its %2</source>
        <translation>%1&#xa0;: sa %2</translation>
    </message>
    <message>
        <source>%1: its most advanced track</source>
        <translation>%1&#xa0;: sa piste la plus avancée</translation>
    </message>
    <message>
        <source>%1: none</source>
        <translation>%1&#xa0;: aucune</translation>
    </message>
    <message>
        <source>%1: the less advanced of its %2 and its %3</source>
        <translation>%1&#xa0;: la moins avancée de sa %2 et de sa %3</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1&#xa0;; %2</translation>
    </message>
    <message>
        <source>1 for every %1 M€ it has</source>
        <translation>1 par tranche de %1 M€ qu&apos;il possède</translation>
    </message>
    <message>
        <source>AutoMars&apos;s %1 tracks</source>
        <translation>les pistes d&apos;AutoMars sur %1</translation>
    </message>
    <message>
        <source>Between spaces its placement rules leave tied, AutoMars takes %1; last, it counts the cost of a revealed project card through the spaces still tied.</source>
        <translation>Entre les cases que ses règles de placement laissent à égalité, AutoMars prend %1&#xa0;; enfin, il compte le coût d&apos;une carte projet révélée sur les cases encore à égalité.</translation>
    </message>
    <message>
        <source>The pictures of AutoMars&apos;s %1 side were lost from the rulebook&apos;s text; tmdesk follows the one public implementation of AutoMars that transcribed them and gives its tiebreakers.</source>
        <translation>Les images de la face %1 du plateau d&apos;AutoMars ont été perdues dans le texte du livret de règles&#xa0;; tmdesk suit la seule implémentation publique d&apos;AutoMars qui les a transcrites et qui donne ses critères de départage.</translation>
    </message>
    <message>
        <source>With 5 M€ or more, AutoMars pays 5 M€ to improve its standing in the funded award it is closest to winning or losing (%1). Otherwise it draws and resolves the next bonus card instead. The card is discarded.</source>
        <translation>Avec 5 M€ ou plus, AutoMars paie 5 M€ pour améliorer sa position dans la récompense financée la plus disputée (%1). Sinon, il pioche et résout la carte bonus suivante à la place. La carte est défaussée.</translation>
    </message>
    <message>
        <source>a space in the polar region (the two bottom rows)</source>
        <translation>une case de la région polaire (les deux lignes du bas)</translation>
    </message>
    <message>
        <source>a space in the southern region (the four bottom rows)</source>
        <translation>une case de la région sud (les quatre lignes du bas)</translation>
    </message>
    <message>
        <source>a space next to a special tile</source>
        <translation>une case à côté d&apos;une tuile spéciale</translation>
    </message>
    <message>
        <source>counted as for a player</source>
        <translation>compté comme pour un joueur</translation>
    </message>
    <message>
        <source>its %1</source>
        <translation>sa %1</translation>
    </message>
    <message>
        <source>its %1 %2</source>
        <translation>sa %1 %2</translation>
    </message>
    <message>
        <source>its %1 together</source>
        <translation>la somme de sa %1</translation>
    </message>
    <message>
        <source>its %1 together %2</source>
        <translation>la somme de sa %1 %2</translation>
    </message>
    <message>
        <source>its M€</source>
        <translation>ses M€</translation>
    </message>
    <message>
        <source>its TR</source>
        <translation>son NT</translation>
    </message>
    <message>
        <source>its TR − %1</source>
        <translation>son NT − %1</translation>
    </message>
    <message>
        <source>its card %2</source>
        <translation>sa carte %2</translation>
    </message>
    <message>
        <source>its cities</source>
        <translation>ses cités</translation>
    </message>
    <message>
        <source>its destroyed bonus cards</source>
        <translation>ses cartes bonus détruites</translation>
    </message>
    <message>
        <source>its greeneries</source>
        <translation>ses verdures</translation>
    </message>
    <message>
        <source>its least advanced track</source>
        <translation>sa piste la moins avancée</translation>
    </message>
    <message>
        <source>its most advanced track</source>
        <translation>sa piste la plus avancée</translation>
    </message>
    <message>
        <source>its most advanced track × %1</source>
        <translation>sa piste la plus avancée × %1</translation>
    </message>
    <message>
        <source>its played cards of %1 M€ or less</source>
        <translation>ses cartes jouées de %1 M€ ou moins</translation>
    </message>
    <message>
        <source>its played cards of %1 M€ or more</source>
        <translation>ses cartes jouées de %1 M€ ou plus</translation>
    </message>
    <message>
        <source>its tiebreakers between spaces</source>
        <translation>ses critères de départage entre cases</translation>
    </message>
    <message>
        <source>its tiles in play</source>
        <translation>ses tuiles en jeu</translation>
    </message>
    <message>
        <source>its tracks on space %1 or beyond</source>
        <translation>ses pistes sur la case %1 ou au-delà</translation>
    </message>
    <message>
        <source>the least advanced of its %1</source>
        <translation>la moins avancée de sa %1</translation>
    </message>
    <message>
        <source>the space with the most adjacent oceans</source>
        <translation>la case avec le plus d&apos;océans adjacents</translation>
    </message>
    <message>
        <source>the space with the most placement bonuses</source>
        <translation>la case avec le plus de bonus de placement</translation>
    </message>
    <message>
        <source>the space with the most placement bonuses (a space on the edge of the map counts one more)</source>
        <translation>la case avec le plus de bonus de placement (une case au bord de la carte compte un de plus)</translation>
    </message>
    <message>
        <source>◆ One reading: %1 rest on one source.</source>
        <translation>◆ Une lecture&#xa0;: %1 reposent sur une seule source.</translation>
    </message>
    <message>
        <source>◆ One reading: the rulebook&apos;s text lost this card; its improvements rest on one source.</source>
        <translation>◆ Une lecture&#xa0;: le texte du livret de règles a perdu cette carte&#xa0;; ses améliorations reposent sur une seule source.</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>%1 of %2</source>
        <translation>%1 appartenant à %2</translation>
    </message>
    <message>
        <source>%1 of 9 oceans are on Mars.</source>
        <translation>%1 océans sur 9 sont sur Mars.</translation>
    </message>
    <message>
        <source>+%1 M€ (%2)</source>
        <translation>+%1 M€ (%2)</translation>
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
        <translation>Oxygène&#xa0;: %1 % (objectif 14 %). L&apos;augmenter à 8 % augmente aussi la température.</translation>
    </message>
    <message>
        <source>Place here: %1</source>
        <translation>Placer ici&#xa0;: %1</translation>
    </message>
    <message>
        <source>Player marker of %1: only %1 may place a tile here</source>
        <translation>Marqueur joueur (%1)&#xa0;: seul %1 peut poser une tuile ici</translation>
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
        <translation>Température&#xa0;: %1 °C (objectif 8 °C). Dépasser -24 et -20 °C donne 1 production de chaleur&#xa0;; dépasser 0 °C, un océan.</translation>
    </message>
    <message>
        <source>Terraform rating</source>
        <translation>Niveau de Terraformation</translation>
    </message>
    <message>
        <source>The solo game is won only with Venus at 30 % too.</source>
        <translation>La partie solo n&apos;est gagnée qu&apos;avec Vénus aussi à 30 %.</translation>
    </message>
    <message>
        <source>Venus</source>
        <translation>Vénus</translation>
    </message>
    <message>
        <source>Venus does not end the game.</source>
        <translation>Vénus ne termine pas la partie.</translation>
    </message>
    <message>
        <source>Venus: %1 % (goal 30 %). Raising it to 8 % draws a card; to 16 %, 1 TR more.</source>
        <translation>Vénus&#xa0;: %1 % (objectif 30 %). L&apos;augmenter à 8 % fait piocher une carte&#xa0;; à 16 %, 1 NT de plus.</translation>
    </message>
    <message>
        <source>bonus: %1</source>
        <translation>bonus&#xa0;: %1</translation>
    </message>
    <message>
        <source>its colony needs the Colonies expansion, not in this game</source>
        <translation>sa colonie demande l&apos;extension Colonies, absente de cette partie</translation>
    </message>
    <message>
        <source>its delegate needs the Turmoil expansion, not in this game</source>
        <translation>son délégué demande l&apos;extension Turmoil, absente de cette partie</translation>
    </message>
    <message>
        <source>no bonus</source>
        <translation>aucun bonus</translation>
    </message>
    <message>
        <source>not a legal space for this tile</source>
        <translation>case non autorisée pour cette tuile</translation>
    </message>
    <message>
        <source>pay %1 M€ and place an ocean</source>
        <translation>payez %1 M€ et placez un océan</translation>
    </message>
    <message>
        <source>pay %1 M€ and raise the temperature 1 step</source>
        <translation>payez %1 M€ et augmentez la température d&apos;un cran</translation>
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
        <source>%1 production ≥ %2</source>
        <translation>production (%1) ≥ %2</translation>
    </message>
    <message>
        <source>%1 × %2 tag</source>
        <translation>%1 × indicateur %2</translation>
    </message>
    <message numerus="yes">
        <source>%n city tile(s) in play</source>
        <translation>
            <numerusform>%n cité en jeu</numerusform>
            <numerusform>%n cités en jeu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n floater(s) on your cards</source>
        <translation>
            <numerusform>%n flotteur sur vos cartes</numerusform>
            <numerusform>%n flotteurs sur vos cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ocean(s)</source>
        <translation>
            <numerusform>%n océan</numerusform>
            <numerusform>%n océans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n own city tile(s)</source>
        <translation>
            <numerusform>%n cité à vous</numerusform>
            <numerusform>%n cités à vous</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n own greenery tile(s)</source>
        <translation>
            <numerusform>%n verdure à vous</numerusform>
            <numerusform>%n verdures à vous</numerusform>
        </translation>
    </message>
    <message>
        <source>TR ≥ %1</source>
        <translation>NT ≥ %1</translation>
    </message>
    <message>
        <source>Venus ≤ %1 %</source>
        <translation>Vénus ≤ %1 %</translation>
    </message>
    <message>
        <source>Venus ≥ %1 %</source>
        <translation>Vénus ≥ %1 %</translation>
    </message>
    <message>
        <source>own colonies ≤ %1</source>
        <translation>vos colonies ≤ %1</translation>
    </message>
    <message>
        <source>own colonies ≥ %1</source>
        <translation>vos colonies ≥ %1</translation>
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
        <source>≤ %1 °C</source>
        <translation>≤ %1 °C</translation>
    </message>
    <message numerus="yes">
        <source>≤ %n ocean(s)</source>
        <translation>
            <numerusform>≤ %n océan</numerusform>
            <numerusform>≤ %n océans</numerusform>
        </translation>
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
        <source>Acquired Space Agency</source>
        <translation>Rachat d&apos;une Agence Spatiale</translation>
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
        <source>Aerial Mappers</source>
        <translation>Cartographes Aériens</translation>
    </message>
    <message>
        <source>Aerobraked Ammonia Asteroid</source>
        <translation>Astéroïde d&apos;Ammoniaque</translation>
    </message>
    <message>
        <source>Aerosport Tournament</source>
        <translation>Tournoi d&apos;Aérosport</translation>
    </message>
    <message>
        <source>Air Raid</source>
        <translation>Raid Aérien</translation>
    </message>
    <message>
        <source>Air-Scrapping Expedition</source>
        <translation>Mission de Purification</translation>
    </message>
    <message>
        <source>Airliners</source>
        <translation>Avions de Ligne</translation>
    </message>
    <message>
        <source>Algae</source>
        <translation>Algues</translation>
    </message>
    <message>
        <source>Allied Bank</source>
        <translation>Banque Partenaire</translation>
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
        <source>Aphrodite</source>
        <translation>Aphrodite</translation>
    </message>
    <message>
        <source>Aquifer Pumping</source>
        <translation>Pompage de l&apos;Aquifère</translation>
    </message>
    <message>
        <source>Aquifer Turbines</source>
        <translation>Turbines Aquifères</translation>
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
        <source>Aridor</source>
        <translation>Aridor</translation>
    </message>
    <message>
        <source>Arklight</source>
        <translation>Arklight</translation>
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
        <source>Atalanta Planitia Lab</source>
        <translation>Labo d&apos;Atalanta Planitia</translation>
    </message>
    <message>
        <source>Atmo Collectors</source>
        <translation>Collecteurs Atmosphériques</translation>
    </message>
    <message>
        <source>Atmoscoop</source>
        <translation>Ecopage Atmosphérique</translation>
    </message>
    <message>
        <source>Beam From A Thorium Asteroid</source>
        <translation>Générateur à Thorium</translation>
    </message>
    <message>
        <source>Beginner Corporation</source>
        <translation>Corporation débutant</translation>
    </message>
    <message>
        <source>Big Asteroid</source>
        <translation>Astéroïde Géant</translation>
    </message>
    <message>
        <source>Biofuels</source>
        <translation>Biocarburants</translation>
    </message>
    <message>
        <source>Biolab</source>
        <translation>Laboratoire de Biologie</translation>
    </message>
    <message>
        <source>Biomass Combustors</source>
        <translation>Combustion de Biomasse</translation>
    </message>
    <message>
        <source>Biosphere Support</source>
        <translation>Soutien de la Biosphère</translation>
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
        <source>Business Empire</source>
        <translation>Empire Financier</translation>
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
        <source>Celestic</source>
        <translation>Celestic</translation>
    </message>
    <message>
        <source>Cheung Shing MARS</source>
        <translation>Cheung Shing MARS</translation>
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
        <source>Comet for Venus</source>
        <translation>Comète Vers Vénus</translation>
    </message>
    <message>
        <source>Commercial District</source>
        <translation>Quartier Commercial</translation>
    </message>
    <message>
        <source>Community Services</source>
        <translation>Services Communautaires</translation>
    </message>
    <message>
        <source>Conscription</source>
        <translation>Conscription</translation>
    </message>
    <message>
        <source>Convoy From Europa</source>
        <translation>Convoi depuis Europe</translation>
    </message>
    <message>
        <source>Corona Extractor</source>
        <translation>Extracteur de la Couronne Solaire</translation>
    </message>
    <message>
        <source>Corporate Stronghold</source>
        <translation>Bastion de la Corpo.</translation>
    </message>
    <message>
        <source>Corroder Suits</source>
        <translation>Combinaison Anticorrosion</translation>
    </message>
    <message>
        <source>CrediCor</source>
        <translation>CrediCor</translation>
    </message>
    <message>
        <source>Cryo-Sleep</source>
        <translation>Cryosommeil</translation>
    </message>
    <message>
        <source>Cupola City</source>
        <translation>Cité de la Coupole</translation>
    </message>
    <message>
        <source>Dawn City</source>
        <translation>Cité Aurora</translation>
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
        <source>Deuterium Export</source>
        <translation>Exportation de Deutérium</translation>
    </message>
    <message>
        <source>Development Center</source>
        <translation>Centre de Développement</translation>
    </message>
    <message>
        <source>Dirigibles</source>
        <translation>Dirigeables</translation>
    </message>
    <message>
        <source>Dome Farming</source>
        <translation>Culture en Dôme</translation>
    </message>
    <message>
        <source>Domed Crater</source>
        <translation>Cratère Couvert</translation>
    </message>
    <message>
        <source>Donation</source>
        <translation>Don</translation>
    </message>
    <message>
        <source>Dust Seals</source>
        <translation>Joints Anti-Poussière</translation>
    </message>
    <message>
        <source>Early Settlement</source>
        <translation>Premiers Colons</translation>
    </message>
    <message>
        <source>Earth Catapult</source>
        <translation>Catapulte Terrestre</translation>
    </message>
    <message>
        <source>Earth Elevator</source>
        <translation>Ascenseur Terrestre</translation>
    </message>
    <message>
        <source>Earth Office</source>
        <translation>Bureau sur Terre</translation>
    </message>
    <message>
        <source>Eccentric Sponsor</source>
        <translation>Mécène Excentrique</translation>
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
        <source>Ecology Experts</source>
        <translation>Experts en Écologie</translation>
    </message>
    <message>
        <source>Ecology Research</source>
        <translation>Recherche Ecologique</translation>
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
        <source>Experimental Forest</source>
        <translation>Forêt Expérimentale</translation>
    </message>
    <message>
        <source>Extractor Balloons</source>
        <translation>Ballons Extracteurs</translation>
    </message>
    <message>
        <source>Extreme-Cold Fungus</source>
        <translation>Moisissures Extrêmes</translation>
    </message>
    <message>
        <source>Extremophiles</source>
        <translation>Extrêmophiles</translation>
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
        <source>Floater Leasing</source>
        <translation>Location de Flotteurs</translation>
    </message>
    <message>
        <source>Floater Prototypes</source>
        <translation>Prototypes de Flotteurs</translation>
    </message>
    <message>
        <source>Floater Technology</source>
        <translation>Technologie des Flotteurs</translation>
    </message>
    <message>
        <source>Floating Habs</source>
        <translation>Habitats Flottants</translation>
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
        <source>Forced Precipitation</source>
        <translation>Précipitations Induites</translation>
    </message>
    <message>
        <source>Freyja Biodomes</source>
        <translation>Biodôme de Freyja</translation>
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
        <source>GHG Import From Venus</source>
        <translation>Importation de GES de Vénus</translation>
    </message>
    <message>
        <source>GHG Producing Bacteria</source>
        <translation>Bactéries Productrices de GES</translation>
    </message>
    <message>
        <source>Galilean Mining</source>
        <translation>Mine Galiléenne</translation>
    </message>
    <message>
        <source>Galilean Waystation</source>
        <translation>Escale de Galilée</translation>
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
        <source>Giant Solar Shade</source>
        <translation>Protection Solaire Géante</translation>
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
        <source>Great Aquifer</source>
        <translation>Aquifère Géant</translation>
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
        <source>Gyropolis</source>
        <translation>Gyropolis</translation>
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
        <source>Heavy Taxation</source>
        <translation>Lourde Imposition</translation>
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
        <source>House Printing</source>
        <translation>Impression d&apos;Habitations</translation>
    </message>
    <message>
        <source>Huge Asteroid</source>
        <translation>Gigantesque Astéroïde</translation>
    </message>
    <message>
        <source>Hydrogen to Venus</source>
        <translation>Hydrogène pour Vénus</translation>
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
        <source>Ice Moon Colony</source>
        <translation>Colonie de la Lune de Glace</translation>
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
        <source>Impactor Swarm</source>
        <translation>Essaim de Météorites</translation>
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
        <source>Interplanetary Colony Ship</source>
        <translation>Navire Colonie Interplanétaire</translation>
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
        <source>Io Research Outpost</source>
        <translation>Centre de recherche sur Io</translation>
    </message>
    <message>
        <source>Io Sulphur Research</source>
        <translation>Etude du Soufre de Io</translation>
    </message>
    <message>
        <source>Ironworks</source>
        <translation>Usine Sidérurgique</translation>
    </message>
    <message>
        <source>Ishtar Mining</source>
        <translation>Mine d&apos;Ishtar</translation>
    </message>
    <message>
        <source>Jet Stream Microscrappers</source>
        <translation>Microjets de Purification</translation>
    </message>
    <message>
        <source>Jovian Lanterns</source>
        <translation>Lanternes Joviennes</translation>
    </message>
    <message>
        <source>Jupiter Floating Station</source>
        <translation>Station Flottante Jovienne</translation>
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
        <source>Lava Tube Settlement</source>
        <translation>Camp du Tunnel de Lave</translation>
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
        <source>Loan</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <source>Local Heat Trapping</source>
        <translation>Pièges à Chaleur</translation>
    </message>
    <message>
        <source>Local Shading</source>
        <translation>Ombrage Sélectif</translation>
    </message>
    <message>
        <source>Luna Governor</source>
        <translation>Gouverneur de la Lune</translation>
    </message>
    <message>
        <source>Luna Metropolis</source>
        <translation>Métropole Lunaire</translation>
    </message>
    <message>
        <source>Lunar Beam</source>
        <translation>Faisceau Lunaire</translation>
    </message>
    <message>
        <source>Lunar Exports</source>
        <translation>Exportations Lunaires</translation>
    </message>
    <message>
        <source>Lunar Mining</source>
        <translation>Mines Lunaires</translation>
    </message>
    <message>
        <source>Luxury Foods</source>
        <translation>Mets Raffinés</translation>
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
        <source>Manutech</source>
        <translation>Manutech</translation>
    </message>
    <message>
        <source>Market Manipulation</source>
        <translation>Manipulation du Marché</translation>
    </message>
    <message>
        <source>Mars University</source>
        <translation>Université de Mars</translation>
    </message>
    <message>
        <source>Martian Industries</source>
        <translation>Industries Martiennes</translation>
    </message>
    <message>
        <source>Martian Rails</source>
        <translation>Réseau Ferré Martien</translation>
    </message>
    <message>
        <source>Martian Survey</source>
        <translation>Relevé Martien</translation>
    </message>
    <message>
        <source>Martian Zoo</source>
        <translation>Zoo Martien</translation>
    </message>
    <message>
        <source>Mass Converter</source>
        <translation>Convertisseur de Masse</translation>
    </message>
    <message>
        <source>Maxwell Base</source>
        <translation>Base de Maxwell</translation>
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
        <source>Metal-Rich Asteroid</source>
        <translation>Astéroïde Riche en Métaux</translation>
    </message>
    <message>
        <source>Metals Company</source>
        <translation>Entreprise Métallurgique</translation>
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
        <source>Mining Colony</source>
        <translation>Colonie Minière</translation>
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
        <source>Mining Operations</source>
        <translation>Opérations Minières</translation>
    </message>
    <message>
        <source>Mining Quota</source>
        <translation>Quota Minier</translation>
    </message>
    <message>
        <source>Mining Rights</source>
        <translation>Droits Miniers</translation>
    </message>
    <message>
        <source>Minority Refuge</source>
        <translation>Refuge des Minorités</translation>
    </message>
    <message>
        <source>Miranda Resort</source>
        <translation>Complexe de Miranda</translation>
    </message>
    <message>
        <source>Mohole</source>
        <translation>Mohole</translation>
    </message>
    <message>
        <source>Mohole Area</source>
        <translation>Zone de Mohole</translation>
    </message>
    <message>
        <source>Mohole Excavation</source>
        <translation>Fouilles de Mohole</translation>
    </message>
    <message>
        <source>Molecular Printing</source>
        <translation>Impression Moléculaire</translation>
    </message>
    <message>
        <source>Morning Star Inc.</source>
        <translation>Morning Star Inc.</translation>
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
        <source>Neutralizer Factory</source>
        <translation>Usine de neutralisation</translation>
    </message>
    <message>
        <source>Nitrite Reducing Bacteria</source>
        <translation>Bactéries Dénitrifiantes</translation>
    </message>
    <message>
        <source>Nitrogen Shipment</source>
        <translation>Cargaison d&apos;Azote</translation>
    </message>
    <message>
        <source>Nitrogen from Titan</source>
        <translation>Azote de Titan</translation>
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
        <translation>Noctis City</translation>
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
        <source>Omnicourt</source>
        <translation>Omnicour</translation>
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
        <source>Orbital Construction Yard</source>
        <translation>Chantier Orbital</translation>
    </message>
    <message>
        <source>Orbital Reflectors</source>
        <translation>Réflecteurs Orbitaux</translation>
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
        <source>Pioneer Settlement</source>
        <translation>Colonie Pionnière</translation>
    </message>
    <message>
        <source>Plantation</source>
        <translation>Plantation</translation>
    </message>
    <message>
        <source>Point Luna</source>
        <translation>Point Luna</translation>
    </message>
    <message>
        <source>Polar Industries</source>
        <translation>Industries Polaires</translation>
    </message>
    <message>
        <source>Polyphemos</source>
        <translation>Polyphemos</translation>
    </message>
    <message>
        <source>Poseidon</source>
        <translation>Poseidon</translation>
    </message>
    <message>
        <source>Power Generation</source>
        <translation>Production d&apos;Énergie</translation>
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
        <source>Productive Outpost</source>
        <translation>Avant-poste d&apos;Exploitation</translation>
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
        <source>Psychrophiles</source>
        <translation>Psychrophiles</translation>
    </message>
    <message>
        <source>Quantum Communications</source>
        <translation>Communications Quantiques</translation>
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
        <source>Red Spot Observatory</source>
        <translation>Observatoire de la Grande Tâche Rouge</translation>
    </message>
    <message>
        <source>Refugee Camps</source>
        <translation>Camp de réfugiés</translation>
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
        <source>Research Colony</source>
        <translation>Colonie de Recherche</translation>
    </message>
    <message>
        <source>Research Coordination</source>
        <translation>Coordination de la recherche</translation>
    </message>
    <message>
        <source>Research Network</source>
        <translation>Réseau de Recherche</translation>
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
        <source>Rim Freighters</source>
        <translation>Cargos de la Bordure</translation>
    </message>
    <message>
        <source>Robinson Industries</source>
        <translation>Robinson Industries</translation>
    </message>
    <message>
        <source>Robotic Workforce</source>
        <translation>Main d&apos;Œuvre Robotique</translation>
    </message>
    <message>
        <source>Rotator Impacts</source>
        <translation>Impacts Rotatifs</translation>
    </message>
    <message>
        <source>Rover Construction</source>
        <translation>Construction d&apos;un Rover</translation>
    </message>
    <message>
        <source>SF Memorial</source>
        <translation>Mémorial SF</translation>
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
        <source>Self-Sufficient Settlement</source>
        <translation>Campement Autonome</translation>
    </message>
    <message>
        <source>Shuttles</source>
        <translation>Navettes</translation>
    </message>
    <message>
        <source>Sister Planet Support</source>
        <translation>Soutien de la Planète-Soeur</translation>
    </message>
    <message>
        <source>Sky Docks</source>
        <translation>Docks Orbitaux</translation>
    </message>
    <message>
        <source>Small Animals</source>
        <translation>Petits Animaux</translation>
    </message>
    <message>
        <source>Smelting Plant</source>
        <translation>Fonderie</translation>
    </message>
    <message>
        <source>Society Support</source>
        <translation>Soutien à la Société</translation>
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
        <source>Solar Probe</source>
        <translation>Sonde Solaire</translation>
    </message>
    <message>
        <source>Solar Reflectors</source>
        <translation>Réflecteurs Solaires</translation>
    </message>
    <message>
        <source>Solar Wind Power</source>
        <translation>Énergie des Vents Solaires</translation>
    </message>
    <message>
        <source>Solarnet</source>
        <translation>Solarnet</translation>
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
        <source>Space Hotels</source>
        <translation>Hôtels spatiaux</translation>
    </message>
    <message>
        <source>Space Mirrors</source>
        <translation>Miroirs Spatiaux</translation>
    </message>
    <message>
        <source>Space Port</source>
        <translation>Spatioport</translation>
    </message>
    <message>
        <source>Space Port Colony</source>
        <translation>Colonie du Spatioport</translation>
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
        <source>Spin-Inducing Asteroid</source>
        <translation>Astéroïde Inducteur de Spin</translation>
    </message>
    <message>
        <source>Spin-off Department</source>
        <translation>Pépinière d&apos;Entreprises</translation>
    </message>
    <message>
        <source>Sponsored Academies</source>
        <translation>Académies Sponsorisées</translation>
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
        <source>Stormcraft Incorporated</source>
        <translation>Stormcraft Incorporated</translation>
    </message>
    <message>
        <source>Stratopolis</source>
        <translation>Stratopolis</translation>
    </message>
    <message>
        <source>Stratospheric Birds</source>
        <translation>Oiseaux Stratosphériques</translation>
    </message>
    <message>
        <source>Strip Mine</source>
        <translation>Mine à Ciel Ouvert</translation>
    </message>
    <message>
        <source>Sub-zero Salt Fish</source>
        <translation>Poisson salé antigel</translation>
    </message>
    <message>
        <source>Subterranean Reservoir</source>
        <translation>Réservoir Souterrain</translation>
    </message>
    <message>
        <source>Sulphur Exports</source>
        <translation>Exportations de Soufre</translation>
    </message>
    <message>
        <source>Sulphur-Eating Bacteria</source>
        <translation>Bactéries Sulfo-Oxydantes</translation>
    </message>
    <message>
        <source>Supplier</source>
        <translation>Fournisseur</translation>
    </message>
    <message>
        <source>Supply Drop</source>
        <translation>Larguage de Ravitaillement</translation>
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
        <source>Terraforming Contract</source>
        <translation>Contrat de Terraformation</translation>
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
        <source>Thermophiles</source>
        <translation>Thermophiles</translation>
    </message>
    <message>
        <source>ThorGate</source>
        <translation>ThorGate</translation>
    </message>
    <message>
        <source>Titan Air-scrapping</source>
        <translation>Purification de Titan</translation>
    </message>
    <message>
        <source>Titan Floating Launch-pad</source>
        <translation>Quai flottant de Titan</translation>
    </message>
    <message>
        <source>Titan Shuttles</source>
        <translation>Navettes de Titan</translation>
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
        <source>Trade Envoys</source>
        <translation>Délégués Commerciaux</translation>
    </message>
    <message>
        <source>Trading Colony</source>
        <translation>Colonie Marchande</translation>
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
        <source>UNMI Contractor</source>
        <translation>Sous-Traitant pour l&apos;UNMI</translation>
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
        <source>Urban Decomposers</source>
        <translation>Décomposeurs Urbains</translation>
    </message>
    <message>
        <source>Urbanized Area</source>
        <translation>Zone Urbanisée</translation>
    </message>
    <message>
        <source>Valley Trust</source>
        <translation>Valley Trust</translation>
    </message>
    <message>
        <source>Venus Governor</source>
        <translation>Gouverneur de Vénus</translation>
    </message>
    <message>
        <source>Venus Magnetizer</source>
        <translation>Magnétisation de Vénus</translation>
    </message>
    <message>
        <source>Venus Soils</source>
        <translation>Sols Vénusiens</translation>
    </message>
    <message>
        <source>Venus Waystation</source>
        <translation>Porte Vénusienne</translation>
    </message>
    <message>
        <source>Venusian Animals</source>
        <translation>Animaux Vénusiens</translation>
    </message>
    <message>
        <source>Venusian Insects</source>
        <translation>Insectes Vénusiens</translation>
    </message>
    <message>
        <source>Venusian Plants</source>
        <translation>Plantes Vénusiennes</translation>
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
        <source>Viron</source>
        <translation>Viron</translation>
    </message>
    <message>
        <source>Virus</source>
        <translation>Virus</translation>
    </message>
    <message>
        <source>Vitor</source>
        <translation>Vitor</translation>
    </message>
    <message>
        <source>Warp Drive</source>
        <translation>Moteur à Distorsion</translation>
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
        <source>Water to Venus</source>
        <translation>Eau pour Vénus</translation>
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
        <source>Action, pick one: 1 titanium → two floaters here; or discard 2 floaters from here → Venus up one step.</source>
        <translation>Action, au choix&#xa0;: 1 titane → ajoutez 2 flotteurs sur cette carte&#xa0;; ou défaussez 2 flotteurs de cette carte → Vénus augmente de 1 cran.</translation>
    </message>
    <message>
        <source>Action, pick one: 1 titanium → two floaters onto this card; or two floaters off this card → your TR goes up 1. VP: 2.</source>
        <translation>Action, au choix&#xa0;: 1 titane → ajoutez 2 flotteurs sur cette carte&#xa0;; ou retirez 2 flotteurs de cette carte → votre NT augmente de 1. PV&#xa0;: 2.</translation>
    </message>
    <message>
        <source>Action, pick one: 2 M€ → one floater here; or discard 2 floaters from here → Venus up one step.</source>
        <translation>Action, au choix&#xa0;: 2 M€ → ajoutez 1 flotteur sur cette carte&#xa0;; ou défaussez 2 flotteurs de cette carte → Vénus augmente de 1 cran.</translation>
    </message>
    <message>
        <source>Action, pick one: one floater here; or discard a floater from here → M€ production +1.</source>
        <translation>Action, au choix&#xa0;: ajoutez 1 flotteur sur cette carte&#xa0;; ou défaussez 1 flotteur de cette carte → production de M€ +1.</translation>
    </message>
    <message>
        <source>Action, pick one: one floater here; or discard a floater from here → energy production +1.</source>
        <translation>Action, au choix&#xa0;: ajoutez 1 flotteur sur cette carte&#xa0;; ou défaussez 1 flotteur de cette carte → production d&apos;énergie +1.</translation>
    </message>
    <message>
        <source>Action, pick one: one floater onto any card of yours (this one too); or discard a floater from here → draw a card. VP: 1.</source>
        <translation>Action, au choix&#xa0;: ajoutez 1 flotteur sur n&apos;importe laquelle de vos cartes (celle-ci comprise)&#xa0;; ou défaussez 1 flotteur de cette carte → piochez une carte. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Action, pick one: one microbe here; or discard 2 microbes from here → oxygen up one step.</source>
        <translation>Action, au choix&#xa0;: ajoutez 1 microbe sur cette carte&#xa0;; ou défaussez 2 microbes de cette carte → le niveau d&apos;oxygène augmente de 1 cran.</translation>
    </message>
    <message>
        <source>Action, pick one: two floaters onto one of your Jovian-tagged cards (this one too); or any number of floaters off this card, at least one → as many titanium. VP: 1.</source>
        <translation>Action, au choix&#xa0;: ajoutez 2 flotteurs sur l&apos;une de vos cartes avec un indicateur Jovien (celle-ci comprise)&#xa0;; ou retirez de cette carte autant de flotteurs que vous voulez, au moins 1 → autant de titane. PV&#xa0;: 1.</translation>
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
        <source>Action: M€ production down 1 step → a camp onto this card. VP: 1 per camp here.</source>
        <translation>Action&#xa0;: votre production de M€ diminue de 1 → ajoutez 1 camp sur cette carte. PV&#xa0;: 1 par camp sur cette carte.</translation>
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
        <source>Action: one floater onto another card of yours.</source>
        <translation>Action&#xa0;: ajoutez 1 flotteur sur une autre de vos cartes.</translation>
    </message>
    <message>
        <source>Action: one floater onto any card of yours (this one too). Ongoing: floaters here pay for Venus-tagged cards, 3 M€ each.</source>
        <translation>Action&#xa0;: ajoutez 1 flotteur sur n&apos;importe laquelle de vos cartes (celle-ci comprise). Effet&#xa0;: les flotteurs de cette carte paient les cartes avec un indicateur Vénus, 3 M€ chacun.</translation>
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
        <source>Bears a wild tag (it counts as one tag of any kind). No other effect.</source>
        <translation>Porte un indicateur joker (il compte comme un indicateur de n&apos;importe quel type). Aucun autre effet.</translation>
    </message>
    <message>
        <source>Bears a wild tag. Production: M€ +1. You draw 3 cards.</source>
        <translation>Porte un indicateur joker. Production&#xa0;: M€ +1. Piochez 3 cartes.</translation>
    </message>
    <message>
        <source>Bears two science tags. You draw two cards. VP: 1.</source>
        <translation>Porte 2 indicateurs Science. Piochez 2 cartes. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Build a colony, and place an ocean tile.</source>
        <translation>Construisez une colonie et placez une tuile océan.</translation>
    </message>
    <message>
        <source>Build a colony, even on a tile where you already have one. Draw 2 cards.</source>
        <translation>Construisez une colonie, même sur une tuile Colonie où vous en avez déjà une. Piochez 2 cartes.</translation>
    </message>
    <message>
        <source>Build a colony.</source>
        <translation>Construisez une colonie.</translation>
    </message>
    <message>
        <source>Build a colony. Ongoing: before you trade, you may move that tile&apos;s track marker 1 step up.</source>
        <translation>Construisez une colonie. Effet&#xa0;: avant de commercer, vous pouvez faire avancer de 1 le marqueur de la piste de cette tuile Colonie.</translation>
    </message>
    <message>
        <source>Build a colony; M€ production down 2 steps.</source>
        <translation>Construisez une colonie&#xa0;; votre production de M€ diminue de 2.</translation>
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
        <source>Choose: plant production up 2 steps, or M€ production up 5 steps.</source>
        <translation>Au choix&#xa0;: production de plantes +2, ou production de M€ +5.</translation>
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
        <source>Discard a card from your hand, then draw three. Every opponent draws one card. VP: 1.</source>
        <translation>Défaussez une carte de votre main, puis piochez-en trois. Chaque adversaire pioche une carte. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Draw a card for every 3 science tags you have, this one included. VP: 1.</source>
        <translation>Piochez 1 carte par groupe de 3 indicateurs Science que vous possédez, celui de cette carte compris. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Give up one floater from a card of yours (you must have one); then take up to 5 M€ from any player.</source>
        <translation>Retirez 1 flotteur de l&apos;une de vos cartes (vous devez en avoir un)&#xa0;; puis volez jusqu&apos;à 5 M€ à n&apos;importe quel joueur.</translation>
    </message>
    <message>
        <source>Heat production up 5 steps.</source>
        <translation>Production de chaleur +5.</translation>
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
        <source>Move one colony tile&apos;s track marker 1 step up and another tile&apos;s 1 step down (both must be possible).</source>
        <translation>Faites avancer de 1 le marqueur de la piste d&apos;une tuile Colonie et reculer de 1 celui d&apos;une autre (les deux doivent être possibles).</translation>
    </message>
    <message>
        <source>M€ production up 1 step for each of your cards in play that has no tag (this one, your corporation and Preludes included). VP: 1.</source>
        <translation>Production de M€ +1 pour chacune de vos cartes en jeu sans aucun indicateur (celle-ci, votre corporation et vos Préludes compris). PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>M€ production up 1 step for every 3 floaters on your cards.</source>
        <translation>Production de M€ +1 par groupe de 3 flotteurs sur vos cartes.</translation>
    </message>
    <message>
        <source>M€ production up 1 step for every Jovian tag in play, anyone&apos;s. VP: 1.</source>
        <translation>Production de M€ +1 par indicateur Jovien en jeu, quel que soit son propriétaire. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>M€ production up 2 steps. Ongoing: each card you play whose printed cost is 20 M€ or more draws you a card.</source>
        <translation>Production de M€ +2. Effet&#xa0;: chaque carte que vous jouez dont le coût imprimé est de 20 M€ ou plus vous fait piocher une carte.</translation>
    </message>
    <message>
        <source>Needs -6 °C or warmer. Lower any player&apos;s plant production 1 step. Action: an animal onto this card. VP: 1 per 2 animals here.</source>
        <translation>Requiert -6 °C ou plus. Production de plantes de n&apos;importe quel joueur -1. Action&#xa0;: ajoutez 1 animal sur cette carte. PV&#xa0;: 1 pour 2 animaux sur cette carte.</translation>
    </message>
    <message>
        <source>Needs 2 Earth tags. M€ production up 2 steps, and you receive 4 M€. VP: -1.</source>
        <translation>Requiert 2 indicateurs Terre. Production de M€ +2, et gagnez 4 M€. PV&#xa0;: -1.</translation>
    </message>
    <message>
        <source>Needs 2 Earth tags. Production: M€ +4.</source>
        <translation>Requiert 2 indicateurs Terre. Production&#xa0;: M€ +4.</translation>
    </message>
    <message>
        <source>Needs 2 Earth tags. The next card you play this generation is 16 M€ cheaper. VP: -1.</source>
        <translation>Requiert 2 indicateurs Terre. La prochaine carte que vous jouez pendant cette génération coûte 16 M€ de moins. PV&#xa0;: -1.</translation>
    </message>
    <message>
        <source>Needs 2 Earth tags. You get one more trade fleet. Ongoing: every card you play costs 1 M€ less. VP: 2.</source>
        <translation>Requiert 2 indicateurs Terre. Vous recevez une flotte commerciale de plus. Effet&#xa0;: toutes les cartes que vous jouez coûtent 1 M€ de moins. PV&#xa0;: 2.</translation>
    </message>
    <message>
        <source>Needs 2 Jovian tags. You receive 12 heat; remove up to 2 plants from any player.</source>
        <translation>Requiert 2 indicateurs Jovien. Gagnez 12 chaleur&#xa0;; retirez jusqu&apos;à 2 plantes à n&apos;importe quel joueur.</translation>
    </message>
    <message>
        <source>Needs 2 Venus tags; bears two. Production: M€ +2.</source>
        <translation>Requiert 2 indicateurs Vénus&#xa0;; en porte deux. Production&#xa0;: M€ +2.</translation>
    </message>
    <message>
        <source>Needs 2 city tiles in play, anyone&apos;s. Ongoing: each Earth tag you play puts an animal here. Action: 1 M€ per animal here (the animals stay). VP: 1.</source>
        <translation>Requiert 2 tuiles cité en jeu, de n&apos;importe quel joueur. Effet&#xa0;: chaque indicateur Terre que vous jouez ajoute 1 animal sur cette carte. Action&#xa0;: 1 M€ par animal sur cette carte (les animaux restent). PV&#xa0;: 1.</translation>
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
        <source>Needs 2 science tags. Action: 2 M€ → one floater onto any card of yours (this one too). VP: 1 per 2 floaters here.</source>
        <translation>Requiert 2 indicateurs Science. Action&#xa0;: 2 M€ → ajoutez 1 flotteur sur n&apos;importe laquelle de vos cartes (celle-ci comprise). PV&#xa0;: 1 pour 2 flotteurs sur cette carte.</translation>
    </message>
    <message>
        <source>Needs 2 science tags. Action: one microbe onto any card of yours (this one too). VP: 1 per 3 microbes here.</source>
        <translation>Requiert 2 indicateurs Science. Action&#xa0;: ajoutez 1 microbe sur n&apos;importe laquelle de vos cartes (celle-ci comprise). PV&#xa0;: 1 pour 3 microbes sur cette carte.</translation>
    </message>
    <message>
        <source>Needs 2 science tags. Production: M€ +2. Your city tile goes on the Stratopolis space (off Mars). Action: two floaters onto one of your Venus-tagged cards (this one too). VP: 1 per 3 floaters here.</source>
        <translation>Requiert 2 indicateurs Science. Production&#xa0;: M€ +2. Placez votre tuile cité sur la case Stratopolis (hors de Mars). Action&#xa0;: ajoutez 2 flotteurs sur une de vos cartes avec un indicateur Vénus (celle-ci comprise). PV&#xa0;: 1 pour 3 flotteurs sur cette carte.</translation>
    </message>
    <message>
        <source>Needs 3 Earth tags. M€ production up 2 steps.</source>
        <translation>Requiert 3 indicateurs Terre. Production de M€ +2.</translation>
    </message>
    <message>
        <source>Needs 3 floaters on your cards. M€ production up 2 steps; two floaters onto any card of yours. VP: 1.</source>
        <translation>Requiert 3 flotteurs sur vos cartes. Production de M€ +2&#xa0;; ajoutez 2 flotteurs sur n&apos;importe laquelle de vos cartes. PV&#xa0;: 1.</translation>
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
        <source>Needs 3 science tags. Action, pick one: a floater onto one of your Jovian-tagged cards (this one too); or 1 M€ per floater here, 4 M€ at most (the floaters stay). VP: 1.</source>
        <translation>Requiert 3 indicateurs Science. Action, au choix&#xa0;: ajoutez 1 flotteur sur l&apos;une de vos cartes avec un indicateur Jovien (celle-ci comprise)&#xa0;; ou 1 M€ par flotteur sur cette carte, 4 M€ au plus (les flotteurs restent). PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Needs 3 science tags. Choose: temperature up two steps, or Venus up two steps. Then two floaters onto any card of yours. VP: 1.</source>
        <translation>Requiert 3 indicateurs Science. Au choix&#xa0;: la température augmente de 2 crans, ou Vénus augmente de 2 crans. Ensuite, ajoutez 2 flotteurs sur n&apos;importe laquelle de vos cartes. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Needs 3 science tags. Draw 2 cards. Action, pick one: a floater onto this card; or a floater off this card → draw a card. VP: 2.</source>
        <translation>Requiert 3 indicateurs Science. Piochez 2 cartes. Action, au choix&#xa0;: ajoutez 1 flotteur sur cette carte&#xa0;; ou retirez 1 flotteur de cette carte → piochez une carte. PV&#xa0;: 2.</translation>
    </message>
    <message>
        <source>Needs 3 science tags. You draw two cards. VP: 2.</source>
        <translation>Requiert 3 indicateurs Science. Piochez 2 cartes. PV&#xa0;: 2.</translation>
    </message>
    <message>
        <source>Needs 4 science tags in play. Production: energy +4. Ongoing: space-tagged cards are 2 M€ cheaper for you.</source>
        <translation>Requiert 4 indicateurs Science en jeu. Production&#xa0;: énergie +4. Effet&#xa0;: vos cartes avec un indicateur Spatial coûtent 2 M€ de moins.</translation>
    </message>
    <message>
        <source>Needs 4 science tags. Energy production up 4 steps.</source>
        <translation>Requiert 4 indicateurs Science. Production d&apos;énergie +4.</translation>
    </message>
    <message>
        <source>Needs 4 science tags. M€ production up 1 step per colony in play, anyone&apos;s. VP: 1.</source>
        <translation>Requiert 4 indicateurs Science. Production de M€ +1 par colonie en jeu, quel que soit son propriétaire. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Needs 4 science tags. Production: energy -1, titanium +1. Your city tile goes on the Dawn City space (off Mars). VP: 3.</source>
        <translation>Requiert 4 indicateurs Science. Production&#xa0;: énergie -1, titane +1. Placez votre tuile cité sur la case Cité Aurora (hors de Mars). PV&#xa0;: 3.</translation>
    </message>
    <message>
        <source>Needs 5 floaters on your cards. You receive 1 M€ per city tile in play, anyone&apos;s. VP: 1.</source>
        <translation>Requiert 5 flotteurs sur vos cartes. Gagnez 1 M€ par tuile cité en jeu, à n&apos;importe quel joueur. PV&#xa0;: 1.</translation>
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
        <source>Needs 5 science tags. Ongoing: cards with a space tag cost you 4 M€ less. VP: 2.</source>
        <translation>Requiert 5 indicateurs Science. Effet&#xa0;: les cartes avec un indicateur Spatial vous coûtent 4 M€ de moins. PV&#xa0;: 2.</translation>
    </message>
    <message>
        <source>Needs 7 science tags in play. Ongoing: all cards you play are 2 M€ cheaper. VP: 3.</source>
        <translation>Requiert 7 indicateurs Science en jeu. Effet&#xa0;: toutes les cartes que vous jouez coûtent 2 M€ de moins. PV&#xa0;: 3.</translation>
    </message>
    <message>
        <source>Needs Venus ≤ 10%. Venus goes up two steps.</source>
        <translation>Requiert Vénus ≤ 10 %. Vénus augmente de 2 crans.</translation>
    </message>
    <message>
        <source>Needs Venus ≤ 14%. Action, pick one: 6 M€ (titanium usable as for space cards) → one asteroid here; or discard an asteroid from here → Venus up one step.</source>
        <translation>Requiert Vénus ≤ 14 %. Action, au choix&#xa0;: 6 M€ (le titane est accepté comme pour les cartes spatiales) → ajoutez 1 astéroïde sur cette carte&#xa0;; ou défaussez 1 astéroïde de cette carte → Vénus augmente de 1 cran.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 10%. Action: lower your energy production by one → Venus up one step.</source>
        <translation>Requiert Vénus ≥ 10 %. Action&#xa0;: réduisez votre production d&apos;énergie de 1 → Vénus augmente de 1 cran.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 10%. Two microbes or two animals onto another of your Venus-tagged cards. Production: energy -1, M€ +2. VP: 2.</source>
        <translation>Requiert Vénus ≥ 10 %. Ajoutez 2 microbes ou 2 animaux sur une autre de vos cartes avec un indicateur Vénus. Production&#xa0;: énergie -1, M€ +2. PV&#xa0;: 2.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 10%. Venus goes up one step.</source>
        <translation>Requiert Vénus ≥ 10 %. Vénus augmente de 1 cran.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 12%. Action: one microbe here. VP: 1 per 2 microbes here.</source>
        <translation>Requiert Vénus ≥ 12 %. Action&#xa0;: ajoutez 1 microbe sur cette carte. PV&#xa0;: 1 pour 2 microbes sur cette carte.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 12%. Production: energy -1. Your city tile goes on the Maxwell Base space (off Mars). Action: one resource onto another of your Venus-tagged cards. VP: 3.</source>
        <translation>Requiert Vénus ≥ 12 %. Production&#xa0;: énergie -1. Placez votre tuile cité sur la case Base de Maxwell (hors de Mars). Action&#xa0;: ajoutez 1 ressource sur une autre de vos cartes avec un indicateur Vénus. PV&#xa0;: 3.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 12%; you discard a floater from one of your cards. Action: one animal here. VP: 1 per animal here.</source>
        <translation>Requiert Vénus ≥ 12 %&#xa0;; défaussez 1 flotteur d&apos;une de vos cartes. Action&#xa0;: ajoutez 1 animal sur cette carte. PV&#xa0;: 1 par animal sur cette carte.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 16%. Venus goes up one step; one microbe or one animal onto another of your Venus-tagged cards. VP: 1.</source>
        <translation>Requiert Vénus ≥ 16 %. Vénus augmente de 1 cran&#xa0;; ajoutez 1 microbe ou 1 animal sur une autre de vos cartes avec un indicateur Vénus. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 18%. Ongoing: one animal here per science tag you play (this card&apos;s counts). VP: 1 per animal here.</source>
        <translation>Requiert Vénus ≥ 18 %. Effet&#xa0;: ajoutez 1 animal sur cette carte par indicateur Science que vous jouez (celui de cette carte compris). PV&#xa0;: 1 par animal sur cette carte.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 6%. Action, pick one: one microbe here; or discard any number of microbes from here → 3 M€ for each.</source>
        <translation>Requiert Vénus ≥ 6 %. Action, au choix&#xa0;: ajoutez 1 microbe sur cette carte&#xa0;; ou défaussez autant de microbes de cette carte que vous voulez → 3 M€ pour chacun.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 6%. Action, pick one: one microbe onto one of your Venus-tagged cards (this one too); or discard 2 microbes from here → Venus up one step.</source>
        <translation>Requiert Vénus ≥ 6 %. Action, au choix&#xa0;: ajoutez 1 microbe sur une de vos cartes avec un indicateur Vénus (celle-ci comprise)&#xa0;; ou défaussez 2 microbes de cette carte → Vénus augmente de 1 cran.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 8%. Production: titanium +1.</source>
        <translation>Requiert Vénus ≥ 8 %. Production&#xa0;: titane +1.</translation>
    </message>
    <message>
        <source>Needs a Jovian tag in play. Production: heat +3, energy +3. VP: 1.</source>
        <translation>Requiert 1 indicateur Jovien en jeu. Production&#xa0;: chaleur +3, énergie +3. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Needs a Jovian tag. Your TR goes up 1; two floaters onto any card of yours (this one too). Action: 1 titanium → two floaters onto this card. VP: 1 per 2 floaters here.</source>
        <translation>Requiert 1 indicateur Jovien. Votre NT augmente de 1&#xa0;; ajoutez 2 flotteurs sur n&apos;importe laquelle de vos cartes (celle-ci comprise). Action&#xa0;: 1 titane → ajoutez 2 flotteurs sur cette carte. PV&#xa0;: 1 pour 2 flotteurs sur cette carte.</translation>
    </message>
    <message>
        <source>Needs a TR of 25 or more. Production: M€ +4.</source>
        <translation>Requiert un NT de 25 ou plus. Production&#xa0;: M€ +4.</translation>
    </message>
    <message>
        <source>Needs a Venus tag and an Earth tag. Production: M€ +3.</source>
        <translation>Requiert un indicateur Vénus et un indicateur Terre. Production&#xa0;: M€ +3.</translation>
    </message>
    <message>
        <source>Needs a Venus tag, an Earth tag and a Jovian tag. Production: steel +2.</source>
        <translation>Requiert un indicateur Vénus, un indicateur Terre et un indicateur Jovien. Production&#xa0;: acier +2.</translation>
    </message>
    <message>
        <source>Needs a Venus tag, an Earth tag and a Jovian tag. TR +2.</source>
        <translation>Requiert un indicateur Vénus, un indicateur Terre et un indicateur Jovien. NT +2.</translation>
    </message>
    <message>
        <source>Needs a Venus tag, an Earth tag and a Jovian tag. VP: 2.</source>
        <translation>Requiert un indicateur Vénus, un indicateur Terre et un indicateur Jovien. PV&#xa0;: 2.</translation>
    </message>
    <message>
        <source>Needs a Venus tag, an Earth tag and a Jovian tag. You draw two cards. VP: 1.</source>
        <translation>Requiert un indicateur Vénus, un indicateur Terre et un indicateur Jovien. Piochez 2 cartes. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Needs a city tile and a colony of yours. Plant production up 1 step; two microbes onto another card of yours.</source>
        <translation>Requiert que vous possédiez une tuile cité et une colonie. Production de plantes +1&#xa0;; ajoutez 2 microbes sur une autre de vos cartes.</translation>
    </message>
    <message>
        <source>Needs a colony of yours. Build a colony, even on a tile where you already have one. You get one more trade fleet. VP: 1 per 2 colonies in play, anyone&apos;s.</source>
        <translation>Requiert que vous possédiez une colonie. Construisez une colonie, même sur une tuile Colonie où vous en avez déjà une. Vous recevez une flotte commerciale de plus. PV&#xa0;: 1 pour 2 colonies en jeu, de n&apos;importe quel joueur.</translation>
    </message>
    <message>
        <source>Needs a colony of yours. Energy production down 1 step, M€ production up 4 steps. Place a city tile. You get one more trade fleet.</source>
        <translation>Requiert que vous possédiez une colonie. Production d&apos;énergie -1, production de M€ +4. Placez une tuile cité. Vous recevez une flotte commerciale de plus.</translation>
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
        <source>Needs oxygen ≤ 4%. You draw two cards. VP: 1.</source>
        <translation>Requiert oxygène ≤ 4&#xa0;%. Piochez 2 cartes. PV&#xa0;: 1.</translation>
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
        <source>Needs temperature ≤ -20 °C. Action: one microbe here. Ongoing: when you pay for a plant-tagged card, each microbe here may count as 2 M€.</source>
        <translation>Requiert température ≤ -20&#xa0;°C. Action&#xa0;: ajoutez 1 microbe sur cette carte. Effet&#xa0;: quand vous payez une carte avec un indicateur Plante, chaque microbe de cette carte peut valoir 2 M€.</translation>
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
        <translation>Requiert température ≥ 0&#xa0;°C. Action&#xa0;: 8 ressources de chaleur → NT +1.</translation>
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
        <source>Ongoing: Venus-tagged cards are 2 M€ cheaper for you. VP: 1.</source>
        <translation>Effet&#xa0;: vos cartes avec un indicateur Vénus coûtent 2 M€ de moins. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Ongoing: all cards you play are 2 M€ cheaper. VP: 2.</source>
        <translation>Effet&#xa0;: toutes les cartes que vous jouez coûtent 2 M€ de moins. PV&#xa0;: 2.</translation>
    </message>
    <message>
        <source>Ongoing: before you trade, you may move that tile&apos;s track marker 1 step up.</source>
        <translation>Effet&#xa0;: avant de commercer, vous pouvez faire avancer de 1 le marqueur de la piste de cette tuile Colonie.</translation>
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
        <source>Ongoing: every trade costs you one resource less.</source>
        <translation>Effet&#xa0;: chaque échange commercial vous coûte 1 ressource de moins.</translation>
    </message>
    <message>
        <source>Ongoing: every trade costs you one resource less. VP: 1.</source>
        <translation>Effet&#xa0;: chaque échange commercial vous coûte 1 ressource de moins. PV&#xa0;: 1.</translation>
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
        <source>Only with at most one colony of yours. Build a colony; M€ production down 2 steps. VP: 2.</source>
        <translation>Seulement si vous possédez au plus 1 colonie. Construisez une colonie&#xa0;; votre production de M€ diminue de 2. PV&#xa0;: 2.</translation>
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
        <source>Opening assets: 35 M€, steel production 1. Ongoing: every time your production of a resource goes up, you also receive that many of the resource (the opening steel production too).</source>
        <translation>Conditions de départ&#xa0;: 35 M€, production d&apos;acier 1. Effet&#xa0;: chaque fois que votre production d&apos;une ressource augmente, vous gagnez aussi autant de cette ressource (la production d&apos;acier de départ comprise).</translation>
    </message>
    <message>
        <source>Opening assets: 36 M€, 3 plants, plant production 2. Ongoing: turning plants into a greenery takes 7 plants, not 8.</source>
        <translation>Conditions de départ&#xa0;: 36 M€, 3 plantes, production de plantes 2. Effet&#xa0;: convertir des plantes en verdure ne vous coûte que 7 plantes au lieu de 8.</translation>
    </message>
    <message>
        <source>Opening assets: 38 M€, titanium production 1. Ongoing: you draw a card for each Earth tag you play, this corporation&apos;s own included.</source>
        <translation>Conditions de départ&#xa0;: 38 M€, production de titane 1. Effet&#xa0;: piochez 1 carte pour chaque indicateur Terre que vous jouez, y compris celui de cette corporation.</translation>
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
        <source>Opening assets: 44 M€, M€ production 3. Ongoing: building-tagged cards are 2 M€ cheaper for you.</source>
        <translation>Conditions de départ&#xa0;: 44 M€, production de M€ 3. Effet&#xa0;: vos cartes avec un indicateur Bâtiment coûtent 2 M€ de moins.</translation>
    </message>
    <message>
        <source>Opening assets: 45 M€, M€ production 2. Ongoing: each animal or plant tag you play, this card&apos;s included, puts an animal here. VP: 1 per 2 animals here.</source>
        <translation>Conditions de départ&#xa0;: 45 M€, production de M€ 2. Effet&#xa0;: chaque indicateur Animal ou Plante que vous jouez, celui de cette carte compris, ajoute 1 animal sur cette carte. PV&#xa0;: 1 pour 2 animaux sur cette carte.</translation>
    </message>
    <message>
        <source>Opening assets: 47 M€, plant production 1. Ongoing: every time anyone raises Venus a step, you receive 2 M€.</source>
        <translation>Conditions de départ&#xa0;: 47 M€, production de plantes 1. Effet&#xa0;: chaque fois que n&apos;importe quel joueur fait augmenter Vénus de 1 cran, gagnez 2 M€.</translation>
    </message>
    <message>
        <source>Opening assets: 48 M€, energy production 1. Ongoing: power-tagged cards and the Power Plant standard project are 3 M€ cheaper for you.</source>
        <translation>Conditions de départ&#xa0;: 48 M€, production d&apos;énergie 1. Effet&#xa0;: vos cartes avec un indicateur Énergie et le projet standard Centrale électrique coûtent 3 M€ de moins.</translation>
    </message>
    <message>
        <source>Opening assets: 50 M€, 5 titanium, M€ production 5. Ongoing: every card you buy into your hand costs 5 M€ instead of 3, the opening hand included.</source>
        <translation>Conditions de départ&#xa0;: 50 M€, 5 titane, production de M€ 5. Effet&#xa0;: chaque carte que vous achetez pour votre main coûte 5 M€ au lieu de 3, main de départ comprise.</translation>
    </message>
    <message>
        <source>Opening cash: 37 M€; your very first action draws 3 Prelude cards, of which you play one and discard the others. Ongoing: science-tagged cards are 2 M€ cheaper for you.</source>
        <translation>Conditions de départ&#xa0;: 37 M€&#xa0;; votre toute première action pioche 3 cartes Prélude&#xa0;: jouez-en une et défaussez les autres. Effet&#xa0;: vos cartes avec un indicateur Science coûtent 2 M€ de moins.</translation>
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
        <source>Opening cash: 40 M€; your very first action puts one more colony tile of your choice into play. Ongoing: each kind of tag you get in play for the first time raises your M€ production 1 step (events do not count).</source>
        <translation>Conditions de départ&#xa0;: 40 M€&#xa0;; votre toute première action met en jeu une tuile Colonie de plus, de votre choix. Effet&#xa0;: chaque type d&apos;indicateur que vous avez en jeu pour la première fois augmente votre production de M€ de 1 (les événements ne comptent pas).</translation>
    </message>
    <message>
        <source>Opening cash: 42 M€. At setup you skip the card purchase and simply keep 10 project cards at no cost.</source>
        <translation>Conditions de départ&#xa0;: 42 M€. Lors de la mise en place, vous n&apos;achetez pas de cartes&#xa0;: vous gardez simplement 10 cartes projet gratuitement.</translation>
    </message>
    <message>
        <source>Opening cash: 42 M€; your very first action is to reveal cards until two with a floater icon show up: those go to your hand, the rest are discarded. Action: one floater onto any card of yours (this one too). VP: 1 per 3 floaters here.</source>
        <translation>Conditions de départ&#xa0;: 42 M€&#xa0;; votre toute première action est de révéler des cartes jusqu&apos;à en trouver deux avec un symbole flotteur&#xa0;: elles vont dans votre main, les autres sont défaussées. Action&#xa0;: ajoutez 1 flotteur sur n&apos;importe laquelle de vos cartes (celle-ci comprise). PV&#xa0;: 1 pour 3 flotteurs sur cette carte.</translation>
    </message>
    <message>
        <source>Opening cash: 45 M€; your very first action builds a colony. Ongoing: every colony anyone builds, yours included, raises your M€ production 1 step.</source>
        <translation>Conditions de départ&#xa0;: 45 M€&#xa0;; votre toute première action construit une colonie. Effet&#xa0;: chaque colonie construite par n&apos;importe quel joueur, vous compris, augmente votre production de M€ de 1.</translation>
    </message>
    <message>
        <source>Opening cash: 45 M€; your very first action funds an award free of charge. Ongoing: every card you play whose VP icon is not negative (events too) brings you 3 M€.</source>
        <translation>Conditions de départ&#xa0;: 45 M€&#xa0;; votre toute première action finance une récompense gratuitement. Effet&#xa0;: chaque carte que vous jouez dont l&apos;icône de PV n&apos;est pas négative (événements compris) vous rapporte 3 M€.</translation>
    </message>
    <message>
        <source>Opening cash: 45 M€; your very first action is to draw 3 cards. Ongoing: temperature, oxygen and ocean requirements of your cards may be shifted by up to 2 steps either way.</source>
        <translation>Conditions de départ&#xa0;: 45 M€&#xa0;; votre toute première action est de piocher 3 cartes. Effet&#xa0;: les prérequis de température, d&apos;oxygène et d&apos;océans de vos cartes peuvent être décalés d&apos;au plus 2 crans, dans un sens ou dans l&apos;autre.</translation>
    </message>
    <message>
        <source>Opening cash: 47 M€. Action: pay 4 M€ to raise by 1 a production of yours that is lowest of your six (your pick on a tie).</source>
        <translation>Conditions de départ&#xa0;: 47 M€. Action&#xa0;: payez 4 M€ pour augmenter de 1 une de vos productions les plus basses (au choix en cas d&apos;égalité).</translation>
    </message>
    <message>
        <source>Opening cash: 48 M€. Action: one floater onto any card of yours (this one too). Ongoing: floaters here may be spent as 2 heat each wherever you spend heat.</source>
        <translation>Conditions de départ&#xa0;: 48 M€. Action&#xa0;: ajoutez 1 flotteur sur n&apos;importe laquelle de vos cartes (celle-ci comprise). Effet&#xa0;: les flotteurs de cette carte peuvent être dépensés comme 2 chaleur chacun partout où vous dépensez de la chaleur.</translation>
    </message>
    <message>
        <source>Opening cash: 48 M€. Action: use again the action of one of your other cards that you already used this generation.</source>
        <translation>Conditions de départ&#xa0;: 48 M€. Action&#xa0;: utilisez de nouveau l&apos;action d&apos;une autre de vos cartes que vous avez déjà utilisée au cours de cette génération.</translation>
    </message>
    <message>
        <source>Opening cash: 50 M€; your very first action is to reveal cards until three Venus-tagged ones show up: those go to your hand, the rest are discarded. Ongoing: Venus requirements of your cards may be shifted by up to 2 steps either way.</source>
        <translation>Conditions de départ&#xa0;: 50 M€&#xa0;; votre toute première action est de révéler des cartes jusqu&apos;à en trouver trois avec un indicateur Vénus&#xa0;: elles vont dans votre main, les autres sont défaussées. Effet&#xa0;: les prérequis de Vénus de vos cartes peuvent être décalés d&apos;au plus 2 crans, dans un sens ou dans l&apos;autre.</translation>
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
        <source>Oxygen rises 2 steps. You gain 5 steel.</source>
        <translation>Le niveau d&apos;oxygène augmente de 2 crans. Gagnez 5 ressources d&apos;acier.</translation>
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
        <source>Plant production up 1 step per colony of yours. One animal onto another card of yours, two microbes onto another. VP: 1.</source>
        <translation>Production de plantes +1 par colonie que vous possédez. Ajoutez 1 animal sur une autre de vos cartes, et 2 microbes sur une autre. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Production: M€ +1 per 2 building tags you hold, this card&apos;s included. VP: 1.</source>
        <translation>Production&#xa0;: M€ +1 pour 2 indicateurs Bâtiment que vous possédez, celui de cette carte compris. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Production: M€ +1 per Earth tag you hold (this card&apos;s counts). Your city tile goes on the Luna Metropolis space (off Mars). VP: 2.</source>
        <translation>Production&#xa0;: M€ +1 par indicateur Terre que vous possédez (celui de cette carte compris). Placez votre tuile cité sur la case Métropole Lunaire (hors de Mars). PV&#xa0;: 2.</translation>
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
        <source>Production: M€ +1, steel +1, titanium +1.</source>
        <translation>Production&#xa0;: M€ +1, acier +1, titane +1.</translation>
    </message>
    <message>
        <source>Production: M€ +2, plants +1.</source>
        <translation>Production&#xa0;: M€ +2, plantes +1.</translation>
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
        <source>Production: M€ +2. One resource onto one of your Venus-tagged cards that holds resources.</source>
        <translation>Production&#xa0;: M€ +2. Ajoutez 1 ressource sur une de vos cartes avec un indicateur Vénus qui accueille des ressources.</translation>
    </message>
    <message>
        <source>Production: M€ +2. You place a city tile.</source>
        <translation>Production&#xa0;: M€ +2. Placez une tuile cité.</translation>
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
        <source>Production: M€ +4. You gain 3 M€.</source>
        <translation>Production&#xa0;: M€ +4. Gagnez 3 M€.</translation>
    </message>
    <message>
        <source>Production: M€ +5. VP: 1 per 3 city tiles in play (all players, on or off Mars).</source>
        <translation>Production&#xa0;: M€ +5. PV&#xa0;: 1 pour 3 tuiles cité en jeu (de tous les joueurs, sur Mars ou hors de Mars).</translation>
    </message>
    <message>
        <source>Production: M€ +6. You pay 6 M€.</source>
        <translation>Production&#xa0;: M€ +6. Payez 6 M€.</translation>
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
        <source>Production: M€ -1, plants +1, energy +1, heat +1.</source>
        <translation>Production&#xa0;: M€ -1, plantes +1, énergie +1, chaleur +1.</translation>
    </message>
    <message>
        <source>Production: M€ -1, plants +2.</source>
        <translation>Production&#xa0;: M€ -1, plantes +2.</translation>
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
        <source>Production: M€ -2. You gain 30 M€.</source>
        <translation>Production&#xa0;: M€ -2. Gagnez 30 M€.</translation>
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
        <source>Production: energy +1, plants +1. You gain 2 plants.</source>
        <translation>Production&#xa0;: énergie +1, plantes +1. Gagnez 2 plantes.</translation>
    </message>
    <message>
        <source>Production: energy +1, steel +1.</source>
        <translation>Production&#xa0;: énergie +1, acier +1.</translation>
    </message>
    <message>
        <source>Production: energy +1, steel +1. You gain 6 M€.</source>
        <translation>Production&#xa0;: énergie +1, acier +1. Gagnez 6 M€.</translation>
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
        <source>Production: energy +2. You gain 4 steel.</source>
        <translation>Production&#xa0;: énergie +2. Gagnez 4 ressources d&apos;acier.</translation>
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
        <source>Production: energy -1, M€ +2. You place a city tile on a volcanic area, even next to another city.</source>
        <translation>Production&#xa0;: énergie -1, M€ +2. Placez une tuile cité sur une zone volcanique, même à côté d&apos;une autre cité.</translation>
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
        <source>Production: energy -2, and M€ +1 per Venus tag and per Earth tag you hold. Lay a city tile.</source>
        <translation>Production&#xa0;: énergie -2, et M€ +1 par indicateur Vénus et par indicateur Terre que vous possédez. Placez une tuile cité.</translation>
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
        <source>Production: heat +2. You place an ocean tile.</source>
        <translation>Production&#xa0;: chaleur +2. Placez une tuile océan.</translation>
    </message>
    <message>
        <source>Production: heat +3, plants +1. Two microbes onto another card of yours.</source>
        <translation>Production&#xa0;: chaleur +3, plantes +1. Ajoutez 2 microbes sur une autre de vos cartes.</translation>
    </message>
    <message>
        <source>Production: heat +3. You gain 3 heat.</source>
        <translation>Production&#xa0;: chaleur +3. Gagnez 3 ressources de chaleur.</translation>
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
        <source>Production: plants +1. Then you play one card from your hand, paying its cost, with no regard for its temperature, oxygen or ocean requirements.</source>
        <translation>Production&#xa0;: plantes +1. Puis jouez une carte de votre main en payant son coût, sans tenir compte de ses prérequis de température, d&apos;oxygène ou d&apos;océans.</translation>
    </message>
    <message>
        <source>Production: plants +1. You draw 3 cards.</source>
        <translation>Production&#xa0;: plantes +1. Piochez 3 cartes.</translation>
    </message>
    <message>
        <source>Production: plants +1. You place a city tile.</source>
        <translation>Production&#xa0;: plantes +1. Placez une tuile cité.</translation>
    </message>
    <message>
        <source>Production: plants +1. Your TR rises by 1 and you gain 5 M€.</source>
        <translation>Production&#xa0;: plantes +1. Votre NT augmente de 1 et gagnez 5 M€.</translation>
    </message>
    <message>
        <source>Production: plants -1, M€ +4. VP: 1.</source>
        <translation>Production&#xa0;: plantes -1, M€ +4. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Production: steel +1, heat +2. You gain 2 heat.</source>
        <translation>Production&#xa0;: acier +1, chaleur +2. Gagnez 2 ressources de chaleur.</translation>
    </message>
    <message>
        <source>Production: steel +1.</source>
        <translation>Production&#xa0;: acier +1.</translation>
    </message>
    <message>
        <source>Production: steel +1. VP: 1.</source>
        <translation>Production&#xa0;: acier +1. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Production: steel +2. You gain 4 steel.</source>
        <translation>Production&#xa0;: acier +2. Gagnez 4 ressources d&apos;acier.</translation>
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
        <source>Production: titanium +1. You draw one card.</source>
        <translation>Production&#xa0;: titane +1. Piochez 1 carte.</translation>
    </message>
    <message>
        <source>Production: titanium +1. You gain 4 titanium.</source>
        <translation>Production&#xa0;: titane +1. Gagnez 4 ressources de titane.</translation>
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
        <source>Production: titanium +2. You pay 5 M€.</source>
        <translation>Production&#xa0;: titane +2. Payez 5 M€.</translation>
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
        <source>Temperature rises 1 step. You gain 4 titanium and 4 steel.</source>
        <translation>La température augmente de 1 cran. Gagnez 4 ressources de titane et 4 ressources d&apos;acier.</translation>
    </message>
    <message>
        <source>Temperature rises 3 steps. You pay 5 M€.</source>
        <translation>La température augmente de 3 crans. Payez 5 M€.</translation>
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
        <source>Three floaters here. Action, pick one: one floater here; or discard 2 floaters from here → Venus up one step.</source>
        <translation>Ajoutez 3 flotteurs sur cette carte. Action, au choix&#xa0;: ajoutez 1 flotteur sur cette carte&#xa0;; ou défaussez 2 flotteurs de cette carte → Vénus augmente de 1 cran.</translation>
    </message>
    <message>
        <source>Three microbes start on this card. Action, pick one: one microbe here; or discard 3 microbes from here → TR +1.</source>
        <translation>Cette carte commence avec 3 microbes. Action, au choix&#xa0;: ajoutez 1 microbe sur cette carte&#xa0;; ou défaussez 3 microbes de cette carte → NT +1.</translation>
    </message>
    <message>
        <source>Titanium production up 1 step for every 2 Earth tags you have in play, this one included.</source>
        <translation>Production de titane +1 par groupe de 2 indicateurs Terre que vous avez en jeu, celui de cette carte compris.</translation>
    </message>
    <message>
        <source>Titanium production up 1 step. Build a colony.</source>
        <translation>Production de titane +1. Construisez une colonie.</translation>
    </message>
    <message>
        <source>Titanium production up 3 steps. VP: 4.</source>
        <translation>Production de titane +3. PV&#xa0;: 4.</translation>
    </message>
    <message>
        <source>Two floaters onto another card of yours.</source>
        <translation>Ajoutez 2 flotteurs sur une autre de vos cartes.</translation>
    </message>
    <message>
        <source>Two floaters onto any card of yours (this one too). Action, pick one: a floater onto this card; or a floater off this card → 2 titanium, or 3 energy, or 4 heat.</source>
        <translation>Ajoutez 2 flotteurs sur n&apos;importe laquelle de vos cartes (celle-ci comprise). Action, au choix&#xa0;: ajoutez 1 flotteur sur cette carte&#xa0;; ou retirez 1 flotteur de cette carte → 2 titane, ou 3 énergie, ou 4 chaleur.</translation>
    </message>
    <message>
        <source>Two floaters onto one of your Jovian-tagged cards (this one too). Action, pick one: a floater onto one of your Jovian-tagged cards (this one too); or a floater off this card → trade with a free trade fleet of yours, paying nothing else. VP: 1.</source>
        <translation>Ajoutez 2 flotteurs sur l&apos;une de vos cartes avec un indicateur Jovien (celle-ci comprise). Action, au choix&#xa0;: ajoutez 1 flotteur sur l&apos;une de vos cartes avec un indicateur Jovien (celle-ci comprise)&#xa0;; ou retirez 1 flotteur de cette carte → commercez avec l&apos;une de vos flottes commerciales libres, sans rien payer d&apos;autre. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Two ocean tiles go down.</source>
        <translation>Placez 2 tuiles océan.</translation>
    </message>
    <message>
        <source>Venus goes up one step.</source>
        <translation>Vénus augmente de 1 cran.</translation>
    </message>
    <message>
        <source>Venus goes up one step. May strip up to 4 M€ from one player who has a Venus tag in play.</source>
        <translation>Vénus augmente de 1 cran. Vous pouvez retirer jusqu&apos;à 4 M€ à un joueur qui a un indicateur Vénus en jeu.</translation>
    </message>
    <message>
        <source>Venus goes up one step. Per Jovian tag you hold, one floater onto one of your Venus-tagged cards (all on the same card).</source>
        <translation>Vénus augmente de 1 cran. Par indicateur Jovien que vous possédez, ajoutez 1 flotteur sur une de vos cartes avec un indicateur Vénus (tous sur la même carte).</translation>
    </message>
    <message>
        <source>Venus goes up one step. Production: M€ +1 per Venus tag you hold (this card&apos;s counts).</source>
        <translation>Vénus augmente de 1 cran. Production&#xa0;: M€ +1 par indicateur Vénus que vous possédez (celui de cette carte compris).</translation>
    </message>
    <message>
        <source>Venus goes up one step. Production: heat +3.</source>
        <translation>Vénus augmente de 1 cran. Production&#xa0;: chaleur +3.</translation>
    </message>
    <message>
        <source>Venus goes up one step. Production: plants +1. Two microbes onto another card of yours.</source>
        <translation>Vénus augmente de 1 cran. Production&#xa0;: plantes +1. Ajoutez 2 microbes sur une autre de vos cartes.</translation>
    </message>
    <message>
        <source>Venus goes up one step; three floaters onto one of your Venus-tagged cards.</source>
        <translation>Vénus augmente de 1 cran&#xa0;; ajoutez 3 flotteurs sur une de vos cartes avec un indicateur Vénus.</translation>
    </message>
    <message>
        <source>Venus goes up three steps.</source>
        <translation>Vénus augmente de 3 crans.</translation>
    </message>
    <message>
        <source>Venus goes up two steps. Production: heat +2.</source>
        <translation>Vénus augmente de 2 crans. Production&#xa0;: chaleur +2.</translation>
    </message>
    <message>
        <source>Very first action of the game: build a colony.</source>
        <translation>Toute première action de la partie&#xa0;: construisez une colonie.</translation>
    </message>
    <message>
        <source>Very first action of the game: draw 3 Prelude cards, play one, discard the other two.</source>
        <translation>Toute première action de la partie&#xa0;: piochez 3 cartes Prélude, jouez-en une et défaussez les deux autres.</translation>
    </message>
    <message>
        <source>Very first action of the game: draw 3 cards.</source>
        <translation>Toute première action de la partie&#xa0;: piochez 3 cartes.</translation>
    </message>
    <message>
        <source>Very first action of the game: fund an award at no cost.</source>
        <translation>Toute première action de la partie&#xa0;: financez une récompense gratuitement.</translation>
    </message>
    <message>
        <source>Very first action of the game: lay one city tile, following normal city placement.</source>
        <translation>Toute première action de la partie&#xa0;: placez 1 tuile cité en respectant les règles normales de placement des cités.</translation>
    </message>
    <message>
        <source>Very first action of the game: put one more colony tile of your choice into play.</source>
        <translation>Toute première action de la partie&#xa0;: mettez en jeu une tuile Colonie de plus, de votre choix.</translation>
    </message>
    <message>
        <source>Very first action of the game: reveal cards until three Venus-tagged ones show up; keep those, discard the rest.</source>
        <translation>Toute première action de la partie&#xa0;: révélez des cartes jusqu&apos;à en trouver trois avec un indicateur Vénus&#xa0;; gardez-les, défaussez les autres.</translation>
    </message>
    <message>
        <source>Very first action of the game: reveal cards until two with a floater icon show up; keep those, discard the rest.</source>
        <translation>Toute première action de la partie&#xa0;: révélez des cartes jusqu&apos;à en trouver deux avec un symbole flotteur&#xa0;; gardez-les, défaussez les autres.</translation>
    </message>
    <message>
        <source>You draw one card, or three when you hold 3 or more Venus tags. VP: 2.</source>
        <translation>Piochez 1 carte, ou 3 si vous possédez au moins 3 indicateurs Vénus. PV&#xa0;: 2.</translation>
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
        <source>You gain 21 M€.</source>
        <translation>Gagnez 21 M€.</translation>
    </message>
    <message>
        <source>You gain 3 titanium, 8 steel and 3 plants.</source>
        <translation>Gagnez 3 ressources de titane, 8 ressources d&apos;acier et 3 plantes.</translation>
    </message>
    <message>
        <source>You gain 6 titanium, then turn over cards until two with a space tag show up: those two go to your hand, the others to the discard pile.</source>
        <translation>Gagnez 6 ressources de titane, puis révélez des cartes jusqu&apos;à en obtenir deux avec un indicateur Spatial&#xa0;: prenez ces deux-là en main et défaussez les autres.</translation>
    </message>
    <message>
        <source>You place a greenery tile (oxygen +1), then turn over cards until two with a plant tag show up: those two go to your hand, the others to the discard pile.</source>
        <translation>Placez une tuile verdure (oxygène +1), puis révélez des cartes jusqu&apos;à en obtenir deux avec un indicateur Plante&#xa0;: prenez ces deux-là en main et défaussez les autres.</translation>
    </message>
    <message>
        <source>You place an ocean tile, raise energy production by 2 and pay 3 M€.</source>
        <translation>Placez une tuile océan, augmentez votre production d&apos;énergie de 2 et payez 3 M€.</translation>
    </message>
    <message>
        <source>You place two ocean tiles.</source>
        <translation>Placez 2 tuiles océan.</translation>
    </message>
    <message>
        <source>You play one card from your hand at 25 M€ below its cost.</source>
        <translation>Jouez une carte de votre main pour 25 M€ de moins que son coût.</translation>
    </message>
    <message>
        <source>You receive 1 M€ per city tile in play and 1 M€ per colony in play, anyone&apos;s. VP: 1.</source>
        <translation>Gagnez 1 M€ par tuile cité en jeu et 1 M€ par colonie en jeu, quel que soit leur propriétaire. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>You receive the colony bonus of every colony of yours.</source>
        <translation>Recevez le bonus de colonie de chacune de vos colonies.</translation>
    </message>
    <message>
        <source>Your TR goes up 2 steps; two floaters onto one of your Jovian-tagged cards. VP: 1.</source>
        <translation>Votre NT augmente de 2&#xa0;; ajoutez 2 flotteurs sur l&apos;une de vos cartes avec un indicateur Jovien. PV&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Your TR rises by 3 and you draw one card.</source>
        <translation>Votre NT augmente de 3 et piochez 1 carte.</translation>
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
    <message>
        <source>choose %1 to %2</source>
        <translation>choisissez de %1 à %2</translation>
    </message>
    <message>
        <source>cost: %1 M€</source>
        <translation>coût&#xa0;: %1 M€</translation>
    </message>
</context>
<context>
    <name>ChoiceDialog</name>
    <message numerus="yes">
        <source>%n card(s) chosen</source>
        <translation>
            <numerusform>%n carte choisie</numerusform>
            <numerusform>%n cartes choisies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Build a colony: click a lit tile or pick it in the list.</source>
        <translation>Construire une colonie&#xa0;: cliquez sur une tuile en surbrillance ou choisissez-la dans la liste.</translation>
    </message>
    <message>
        <source>Choose a card.</source>
        <translation>Choisissez une carte.</translation>
    </message>
    <message>
        <source>Choose a colony tile to put into play.</source>
        <translation>Choisissez une tuile colonie à mettre en jeu.</translation>
    </message>
    <message>
        <source>Choose a colony tile.</source>
        <translation>Choisissez une tuile colonie.</translation>
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
        <source>Choose another colony tile whose marker moves down 1 step.</source>
        <translation>Choisissez une autre tuile colonie dont le marqueur recule d&apos;une case.</translation>
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
        <source>Choose the colony tile whose marker moves up 1 step.</source>
        <translation>Choisissez la tuile colonie dont le marqueur avance d&apos;une case.</translation>
    </message>
    <message>
        <source>Choose which action to use.</source>
        <translation>Choisissez l&apos;action à utiliser.</translation>
    </message>
    <message>
        <source>Place %1: click a highlighted space.</source>
        <translation>Placez %1&#xa0;: cliquez sur une case en surbrillance.</translation>
    </message>
    <message>
        <source>Remove from %1 up to %2: how many?</source>
        <translation>Combien retirer à %1 (jusqu’à %2)&#xa0;?</translation>
    </message>
    <message>
        <source>Sell patents: choose the cards to sell for 1 M€ each.</source>
        <translation>Vente de brevets&#xa0;: choisissez les cartes à vendre pour 1 M€ chacune.</translation>
    </message>
    <message>
        <source>Solo game: choose the colony tile to leave out.</source>
        <translation>Partie solo&#xa0;: choisissez la tuile colonie à retirer.</translation>
    </message>
    <message>
        <source>Take from %1 up to %2: how many?</source>
        <translation>Combien prendre à %1 (jusqu’à %2)&#xa0;?</translation>
    </message>
    <message>
        <source>Trade without paying: choose the colony tile to trade with.</source>
        <translation>Commerce gratuit&#xa0;: choisissez la tuile colonie avec laquelle commercer.</translation>
    </message>
    <message>
        <source>World Government terraforming: place an ocean tile for nobody — click a highlighted space.</source>
        <translation>Terraformation du Gouvernement Mondial&#xa0;: placez une tuile océan qui n&apos;appartient à personne — cliquez sur une case en surbrillance.</translation>
    </message>
    <message>
        <source>World Government: choose a global parameter to raise.</source>
        <translation>Gouvernement Mondial&#xa0;: choisissez un paramètre global à augmenter.</translation>
    </message>
</context>
<context>
    <name>Colonies</name>
    <message>
        <source>%1, then %2</source>
        <translation>%1, puis %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: 1 resource on its shipping board</source>
        <translation>%1&#xa0;: 1 ressource sur son plateau d&apos;expédition</translation>
    </message>
    <message>
        <source>After a trade the marker goes back to the step just right of the colonies; each generation it moves up 1 step.</source>
        <translation>Après un commerce, le marqueur revient sur la case juste à droite des colonies&#xa0;; à chaque génération, il avance d&apos;une case.</translation>
    </message>
    <message>
        <source>All your trade fleets have traded this generation; they come back after the production phase.</source>
        <translation>Toutes vos flottes commerciales ont commercé cette génération&#xa0;; elles reviennent après la phase de production.</translation>
    </message>
    <message>
        <source>Building a colony here gives: %1</source>
        <translation>Construire une colonie ici donne&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Click, or press Enter, to choose this tile.</source>
        <translation>Cliquez, ou appuyez sur Entrée, pour choisir cette tuile.</translation>
    </message>
    <message>
        <source>Colonies (at most %1): %2</source>
        <translation>Colonies (%1 au plus)&#xa0;: %2</translation>
    </message>
    <message>
        <source>Colony bonus (to each colony&apos;s owner, whoever trades here): %1</source>
        <translation>Bonus de colonie (au propriétaire de chaque colonie, quel que soit celui qui commerce ici)&#xa0;: %1</translation>
    </message>
    <message>
        <source>Colony bonus: %1 · build: %2</source>
        <translation>Bonus de colonie&#xa0;: %1 · construction&#xa0;: %2</translation>
    </message>
    <message>
        <source>Colony tile</source>
        <translation>Tuile colonie</translation>
    </message>
    <message>
        <source>Colony tiles</source>
        <translation>Tuiles colonie</translation>
    </message>
    <message>
        <source>Each trade fleet can trade once a generation; the fleets come back after the production phase. A fleet on a tile is drawn there in its owner&apos;s colour.</source>
        <translation>Chaque flotte commerciale peut commercer une fois par génération&#xa0;; les flottes reviennent après la phase de production. Une flotte sur une tuile y est dessinée à la couleur de son propriétaire.</translation>
    </message>
    <message>
        <source>Inactive until a card in play can hold %1: no colony can be built and no trade made here yet.</source>
        <translation>Inactive tant qu&apos;aucune carte en jeu ne peut recevoir ces ressources (%1)&#xa0;: aucune colonie ne peut encore y être construite ni aucun commerce fait.</translation>
    </message>
    <message>
        <source>Marker on step %1: trading here now gives %2.</source>
        <translation>Marqueur sur la case %1&#xa0;: commercer ici donne maintenant %2.</translation>
    </message>
    <message>
        <source>No colony tile is open: each holds a trade fleet already or waits for its resource.</source>
        <translation>Aucune tuile colonie n&apos;est ouverte&#xa0;: chacune a déjà une flotte commerciale ou attend sa ressource.</translation>
    </message>
    <message>
        <source>Not in play: choose it to put it into play, its marker on step 1.</source>
        <translation>Pas en jeu&#xa0;: choisissez-la pour la mettre en jeu, son marqueur sur la case 1.</translation>
    </message>
    <message>
        <source>Pay with</source>
        <translation>Payer avec</translation>
    </message>
    <message>
        <source>Send one of your trade fleets (available: %1) to a colony tile: you get what its marker&apos;s step gives, each colony there gives its owner the colony bonus, then the marker goes back.</source>
        <translation>Envoyez une de vos flottes commerciales (disponibles&#xa0;: %1) sur une tuile colonie&#xa0;: vous recevez ce que donne la case de son marqueur, chaque colonie y donne le bonus de colonie à son propriétaire, puis le marqueur recule.</translation>
    </message>
    <message>
        <source>Steps the marker moves up before you trade; fewer may give something else (Europa&apos;s production)</source>
        <translation>Cases dont le marqueur avance avant que vous commerciez&#xa0;; moins peut donner autre chose (la production d&apos;Europe)</translation>
    </message>
    <message>
        <source>Steps to move the marker up first (your cards allow up to %1):</source>
        <translation>Cases dont avancer d&apos;abord le marqueur (vos cartes permettent jusqu&apos;à %1)&#xa0;:</translation>
    </message>
    <message>
        <source>Track, step by step:</source>
        <translation>Piste, case par case&#xa0;:</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>Commercer</translation>
    </message>
    <message>
        <source>Trade fleet here this generation: %1</source>
        <translation>Flotte commerciale ici cette génération&#xa0;: %1</translation>
    </message>
    <message>
        <source>Trade fleets (available/owned): %1</source>
        <translation>Flottes commerciales (disponibles/possédées)&#xa0;: %1</translation>
    </message>
    <message>
        <source>Trade with a colony</source>
        <translation>Commercer avec une colonie</translation>
    </message>
    <message>
        <source>Waits for a card that holds %1</source>
        <translation>Attend une carte qui reçoit des %1</translation>
    </message>
    <message>
        <source>You cannot pay for a trade: it costs %1 M€, %2 energy or %3 titanium.</source>
        <translation>Vous ne pouvez pas payer un commerce&#xa0;: il coûte %1 M€, %2 énergie ou %3 titane.</translation>
    </message>
    <message>
        <source>You cannot pay this way: you need %1.</source>
        <translation>Vous ne pouvez pas payer ainsi&#xa0;: il vous faut %1.</translation>
    </message>
    <message>
        <source>You have %1.</source>
        <translation>Vous avez %1.</translation>
    </message>
    <message>
        <source>Your cards make each trade %1 cheaper.</source>
        <translation>Vos cartes rendent chaque commerce %1 moins cher.</translation>
    </message>
    <message>
        <source>a trade fleet is already there this generation (%1)</source>
        <translation>une flotte commerciale y est déjà cette génération (%1)</translation>
    </message>
    <message>
        <source>animals</source>
        <translation>animaux</translation>
    </message>
    <message>
        <source>colony bonuses: %1</source>
        <translation>bonus de colonie&#xa0;: %1</translation>
    </message>
    <message>
        <source>floaters</source>
        <translation>flotteurs</translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>inactive</translation>
    </message>
    <message>
        <source>inactive: it waits for a card that holds %1</source>
        <translation>inactive&#xa0;: elle attend une carte qui reçoit des %1</translation>
    </message>
    <message>
        <source>microbes</source>
        <translation>microbes</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>not in play</source>
        <translation>pas en jeu</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>step %1: %2</source>
        <translation>case %1&#xa0;: %2</translation>
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
        <translation>tmdesk a rencontré une erreur inattendue. Votre partie est sauvegardée automatiquement après chaque coup&#xa0;: vous pouvez la reprendre depuis l&apos;écran de nouvelle partie.

Les détails sont dans le fichier journal&#xa0;:
%1</translation>
    </message>
</context>
<context>
    <name>DecisionDialog</name>
    <message>
        <source>Skip</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>This effect is optional: do not use it</source>
        <translation>Cet effet est facultatif&#xa0;: ne pas l&apos;utiliser</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Votre choix</translation>
    </message>
</context>
<context>
    <name>Effects</name>
    <message>
        <source> (%1 at most)</source>
        <translation> (%1 au plus)</translation>
    </message>
    <message>
        <source> (also where you have one)</source>
        <translation> (aussi là où vous en avez déjà une)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>a special effect</source>
        <translation>un effet spécial</translation>
    </message>
    <message>
        <source>add %1 to another card</source>
        <translation>ajouter %1 sur une autre carte</translation>
    </message>
    <message>
        <source>add %1 to one of your cards (this one too)</source>
        <translation>ajouter %1 sur l&apos;une de vos cartes (celle-ci comprise)</translation>
    </message>
    <message>
        <source>add %1 to one of your cards with a %2 tag</source>
        <translation>ajouter %1 sur l&apos;une de vos cartes avec un indicateur %2</translation>
    </message>
    <message numerus="yes">
        <source>add %n resource(s) to the card you played</source>
        <translation>
            <numerusform>ajouter %n ressource sur la carte que vous avez jouée</numerusform>
            <numerusform>ajouter %n ressources sur la carte que vous avez jouée</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>add %n resource(s) to this card</source>
        <translation>
            <numerusform>ajouter %n ressource sur cette carte</numerusform>
            <numerusform>ajouter %n ressources sur cette carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>discard %n card(s)</source>
        <translation>
            <numerusform>défausser %n carte</numerusform>
            <numerusform>défausser %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>draw %1 Prelude cards and play one of them</source>
        <translation>piocher %1 cartes Prélude et en jouer une</translation>
    </message>
    <message numerus="yes">
        <source>draw %n card(s)</source>
        <translation>
            <numerusform>piocher %n carte</numerusform>
            <numerusform>piocher %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>draw a card per %1 %2 tags</source>
        <translation>piocher une carte par groupe de %1 indicateurs %2</translation>
    </message>
    <message numerus="yes">
        <source>each other player draws %n card(s)</source>
        <translation>
            <numerusform>chaque autre joueur pioche %n carte</numerusform>
            <numerusform>chaque autre joueur pioche %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>for each %1 tag you have</source>
        <translation>pour chaque indicateur %1 que vous avez</translation>
    </message>
    <message>
        <source>for each %1 tag your opponents have</source>
        <translation>pour chaque indicateur %1 de vos adversaires</translation>
    </message>
    <message>
        <source>for each city in play</source>
        <translation>pour chaque cité en jeu</translation>
    </message>
    <message>
        <source>for each city on Mars</source>
        <translation>pour chaque cité sur Mars</translation>
    </message>
    <message>
        <source>for each colony in play</source>
        <translation>pour chaque colonie en jeu</translation>
    </message>
    <message>
        <source>for each event card played by any player</source>
        <translation>pour chaque carte événement jouée par n&apos;importe quel joueur</translation>
    </message>
    <message>
        <source>for each of your cards without tags</source>
        <translation>pour chacune de vos cartes sans indicateur</translation>
    </message>
    <message>
        <source>for each of your colonies</source>
        <translation>pour chacune de vos colonies</translation>
    </message>
    <message>
        <source>for every %1 floaters on your cards</source>
        <translation>pour chaque groupe de %1 flotteurs sur vos cartes</translation>
    </message>
    <message>
        <source>for every %2 %1 tags you have</source>
        <translation>pour chaque groupe de %2 indicateurs %1 que vous avez</translation>
    </message>
    <message>
        <source>fund an award for free</source>
        <translation>financer une récompense gratuitement</translation>
    </message>
    <message>
        <source>gain %1</source>
        <translation>gagner %1</translation>
    </message>
    <message>
        <source>gain %1 per resource on this card</source>
        <translation>gagner %1 par ressource sur cette carte</translation>
    </message>
    <message numerus="yes">
        <source>gain %n trade fleet(s)</source>
        <translation>
            <numerusform>gagner %n flotte commerciale</numerusform>
            <numerusform>gagner %n flottes commerciales</numerusform>
        </translation>
    </message>
    <message>
        <source>gain the colony bonus of each of your colonies</source>
        <translation>recevoir le bonus de colonie de chacune de vos colonies</translation>
    </message>
    <message numerus="yes">
        <source>look at %n card(s) and keep %1</source>
        <translation>
            <numerusform>regarder %n carte et en garder %1</numerusform>
            <numerusform>regarder %n cartes et en garder %1</numerusform>
        </translation>
    </message>
    <message>
        <source>look at the top card and buy it for %1 M€</source>
        <translation>regarder la première carte et l&apos;acheter pour %1 M€</translation>
    </message>
    <message>
        <source>lower any player&apos;s production of %1 by %2</source>
        <translation>diminuer de %2 la production (%1) d&apos;un joueur</translation>
    </message>
    <message>
        <source>move X production from %1 to %2</source>
        <translation>déplacer X de production (%1 → %2)</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>pay %1: choose how many resources of this card to use, %2 each</source>
        <translation>payer %1&#xa0;: choisissez combien de ressources de cette carte utiliser, à %2 chacune</translation>
    </message>
    <message numerus="yes">
        <source>place %n %1 tile(s)</source>
        <translation>
            <numerusform>placer %n tuile %1</numerusform>
            <numerusform>placer %n tuiles %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>place %n colonies on colony tiles</source>
        <translation>
            <numerusform>construire %n colonie sur des tuiles colonie</numerusform>
            <numerusform>construire %n colonies sur des tuiles colonie</numerusform>
        </translation>
    </message>
    <message>
        <source>place a city tile</source>
        <translation>placer une tuile cité</translation>
    </message>
    <message>
        <source>place a colony on a colony tile</source>
        <translation>construire une colonie sur une tuile colonie</translation>
    </message>
    <message>
        <source>place a greenery tile</source>
        <translation>placer une tuile verdure</translation>
    </message>
    <message>
        <source>place an ocean tile</source>
        <translation>placer une tuile océan</translation>
    </message>
    <message>
        <source>play a card from your hand for %1 M€ less</source>
        <translation>jouer une carte de votre main pour %1 M€ de moins</translation>
    </message>
    <message>
        <source>play a card from your hand, ignoring global requirements</source>
        <translation>jouer une carte de votre main en ignorant les prérequis globaux</translation>
    </message>
    <message>
        <source>production: %2 %1</source>
        <translation>%1 %2 (production)</translation>
    </message>
    <message numerus="yes">
        <source>put %n colony tile(s) not in play into play</source>
        <translation>
            <numerusform>mettre en jeu %n tuile colonie qui n&apos;est pas en jeu</numerusform>
            <numerusform>mettre en jeu %n tuiles colonie qui ne sont pas en jeu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>raise Venus %n step(s)</source>
        <translation>
            <numerusform>augmenter Vénus de %n cran</numerusform>
            <numerusform>augmenter Vénus de %n crans</numerusform>
        </translation>
    </message>
    <message>
        <source>raise one colony tile&apos;s track marker one step and lower another&apos;s one step</source>
        <translation>avancer d&apos;une case le marqueur d&apos;une tuile colonie et reculer d&apos;une case celui d&apos;une autre</translation>
    </message>
    <message>
        <source>raise one of your lowest productions by %1</source>
        <translation>augmenter de %1 une de vos productions les plus basses</translation>
    </message>
    <message numerus="yes">
        <source>raise oxygen %n step(s)</source>
        <translation>
            <numerusform>augmenter l’oxygène de %n cran</numerusform>
            <numerusform>augmenter l’oxygène de %n crans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>raise the temperature %n step(s)</source>
        <translation>
            <numerusform>augmenter la température de %n cran</numerusform>
            <numerusform>augmenter la température de %n crans</numerusform>
        </translation>
    </message>
    <message>
        <source>raise your terraform rating by %1</source>
        <translation>augmenter votre NT de %1</translation>
    </message>
    <message>
        <source>remove %1 from one of your cards</source>
        <translation>retirer %1 d&apos;une de vos cartes</translation>
    </message>
    <message numerus="yes">
        <source>remove %n resource(s) from this card</source>
        <translation>
            <numerusform>retirer %n ressource de cette carte</numerusform>
            <numerusform>retirer %n ressources de cette carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>remove %n resource(s) here</source>
        <translation>
            <numerusform>retirer %n ressource d’ici</numerusform>
            <numerusform>retirer %n ressources d’ici</numerusform>
        </translation>
    </message>
    <message>
        <source>remove any number of resources here: %1 for each</source>
        <translation>retirer autant de ressources que vous voulez de cette carte&#xa0;: %1 pour chacune</translation>
    </message>
    <message>
        <source>remove up to %1 from any card</source>
        <translation>retirer jusqu’à %1 de n’importe quelle carte</translation>
    </message>
    <message>
        <source>remove up to %1 from any player</source>
        <translation>retirer jusqu’à %1 à n’importe quel joueur</translation>
    </message>
    <message>
        <source>resources</source>
        <translation>ressources</translation>
    </message>
    <message>
        <source>reveal cards until %1 with a %2 tag; keep those</source>
        <translation>révéler des cartes jusqu&apos;à en obtenir %1 avec un indicateur %2&#xa0;; les garder</translation>
    </message>
    <message>
        <source>spend %1</source>
        <translation>dépenser %1</translation>
    </message>
    <message>
        <source>steal up to %1 from any player</source>
        <translation>voler jusqu’à %1 à n’importe quel joueur</translation>
    </message>
    <message>
        <source>trade with a colony tile without paying (one of your trade fleets goes there)</source>
        <translation>commercer avec une tuile Colonie sans payer (l&apos;une de vos flottes commerciales s&apos;y rend)</translation>
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
        <translation>%1 a gagné&#xa0;!</translation>
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
        <source>Compare your decisions with the strongest computer player&apos;s</source>
        <translation>Comparez vos décisions avec celles du joueur ordinateur le plus fort</translation>
    </message>
    <message>
        <source>Final scores after generation %1</source>
        <translation>Décompte final après la génération %1</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Génération</translation>
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
        <translation>Mars n&apos;est pas terraformée à temps&#xa0;: la partie est perdue.</translation>
    </message>
    <message>
        <source>Milestones</source>
        <translation>Objectifs</translation>
    </message>
    <message>
        <source>M€ production</source>
        <translation>Production de M€</translation>
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
        <source>Review the game</source>
        <translation>Analyser la partie</translation>
    </message>
    <message>
        <source>Set up a new game</source>
        <translation>Préparer une nouvelle partie</translation>
    </message>
    <message>
        <source>TR</source>
        <translation>NT</translation>
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
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Points de Victoire</translation>
    </message>
    <message>
        <source>Victory points by generation</source>
        <translation>Points de Victoire par génération</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>A trade costs {cost} M€, {amount:energy} or {amount:titanium}, paid with one of them.</source>
        <translation>Commercer coûte {cost} M€, {amount:energy} ou {amount:titanium}, payés avec un seul des trois.</translation>
    </message>
    <message>
        <source>AutoMars plays corporation {code}, the namesake of {corporation}: choose your other corporation.</source>
        <translation>AutoMars joue la corporation {code}, homonyme de la corporation {corporation}&#xa0;: choisissez votre autre corporation.</translation>
    </message>
    <message>
        <source>Buying {count:card} costs {cost} M€; you have {have}.</source>
        <translation>Acheter {count:card} coûte {cost} M€&#xa0;; vous avez {have}.</translation>
    </message>
    <message>
        <source>Choose an amount from {min} to {max}.</source>
        <translation>Choisissez une quantité de {min} à {max}.</translation>
    </message>
    <message>
        <source>Choose between {min} and {max:card}.</source>
        <translation>Choisissez entre {min} et {max:card}.</translation>
    </message>
    <message>
        <source>Generation {generation} begins; {player} is first player.</source>
        <translation>La génération {generation} commence&#xa0;; {player} est premier joueur.</translation>
    </message>
    <message>
        <source>Generation {generation} is reached: AutoMars wins.</source>
        <translation>La génération {generation} est atteinte&#xa0;: AutoMars gagne.</translation>
    </message>
    <message>
        <source>Having 2 Earth, 2 Venus and 2 Jovian tags in play</source>
        <translation>Avoir 2 indicateurs Terre, 2 Vénus et 2 Jovien en jeu</translation>
    </message>
    <message>
        <source>Having a plant production of at least 3</source>
        <translation>Avoir au moins 3 en production de plantes</translation>
    </message>
    <message>
        <source>Having a terraform rating of at least 35</source>
        <translation>Avoir un Niveau de Terraformation d&apos;au moins 35</translation>
    </message>
    <message>
        <source>Having at least 10 energy and heat production together</source>
        <translation>Avoir au moins 10 en production d&apos;énergie et de chaleur réunies</translation>
    </message>
    <message>
        <source>Having at least 10 production of one resource</source>
        <translation>Avoir au moins 10 en production d&apos;une ressource</translation>
    </message>
    <message>
        <source>Having at least 12 M€ production</source>
        <translation>Avoir au moins 12 en production de M€</translation>
    </message>
    <message>
        <source>Having at least 15 project cards in play (not events)</source>
        <translation>Avoir au moins 15 cartes projet en jeu (hors événements)</translation>
    </message>
    <message>
        <source>Having at least 16 cards in your hand</source>
        <translation>Avoir au moins 16 cartes en main</translation>
    </message>
    <message>
        <source>Having at least 3 Jovian tags in play</source>
        <translation>Avoir au moins 3 indicateurs Jovien en jeu</translation>
    </message>
    <message>
        <source>Having at least 3 city tags in play</source>
        <translation>Avoir au moins 3 indicateurs Cité en jeu</translation>
    </message>
    <message>
        <source>Having at least 3 colonies (Colonies expansion)</source>
        <translation>Avoir au moins 3 colonies (extension Colonies)</translation>
    </message>
    <message>
        <source>Having at least 3 different kinds of resources on cards</source>
        <translation>Avoir au moins 3 sortes différentes de ressources sur des cartes</translation>
    </message>
    <message>
        <source>Having at least 4 Plant tags in play</source>
        <translation>Avoir au moins 4 indicateurs Plante en jeu</translation>
    </message>
    <message>
        <source>Having at least 4 science tags in play</source>
        <translation>Avoir au moins 4 indicateurs Science en jeu</translation>
    </message>
    <message>
        <source>Having at least 4 space tags in play</source>
        <translation>Avoir au moins 4 indicateurs Espace en jeu</translation>
    </message>
    <message>
        <source>Having at least 4 tags in play among plant, microbe and animal tags</source>
        <translation>Avoir au moins 4 indicateurs Plante, Microbe et Animal en jeu</translation>
    </message>
    <message>
        <source>Having at least 5 cards with requirements in play</source>
        <translation>Avoir au moins 5 cartes avec prérequis en jeu</translation>
    </message>
    <message>
        <source>Having at least 5 resources on cards among animals and microbes</source>
        <translation>Avoir au moins 5 ressources animal et microbe sur des cartes</translation>
    </message>
    <message>
        <source>Having at least 6 energy production</source>
        <translation>Avoir au moins 6 en production d&apos;énergie</translation>
    </message>
    <message>
        <source>Having at least 6 steel and titanium production together</source>
        <translation>Avoir au moins 6 en production d&apos;acier et de titane réunies</translation>
    </message>
    <message>
        <source>Having at least 7 floaters on your cards</source>
        <translation>Avoir au moins 7 flotteurs sur vos cartes</translation>
    </message>
    <message>
        <source>Having at least 8 building tags in play</source>
        <translation>Avoir au moins 8 indicateurs Bâtiment en jeu</translation>
    </message>
    <message>
        <source>Having at least 8 different tags in play</source>
        <translation>Avoir au moins 8 indicateurs différents en jeu</translation>
    </message>
    <message>
        <source>Having increased all 6 productions by at least 1 step</source>
        <translation>Avoir augmenté les 6 productions d&apos;au moins 1 niveau</translation>
    </message>
    <message>
        <source>Having played at least 5 events</source>
        <translation>Avoir joué au moins 5 événements</translation>
    </message>
    <message>
        <source>Having played the most events</source>
        <translation>Avoir joué le plus d&apos;événements</translation>
    </message>
    <message>
        <source>Having the highest M€ production</source>
        <translation>Avoir la plus forte production de M€</translation>
    </message>
    <message>
        <source>Having the highest plant production</source>
        <translation>Avoir la plus forte production de plantes</translation>
    </message>
    <message>
        <source>Having the highest production of everything but M€ together</source>
        <translation>Avoir la plus forte somme des productions, hors M€</translation>
    </message>
    <message>
        <source>Having the highest steel and titanium production together</source>
        <translation>Avoir la plus forte production d&apos;acier et de titane réunies</translation>
    </message>
    <message>
        <source>Having the highest terraform rating</source>
        <translation>Avoir le plus haut Niveau de Terraformation</translation>
    </message>
    <message>
        <source>Having the most Earth tags in play</source>
        <translation>Avoir le plus d&apos;indicateurs Terre en jeu</translation>
    </message>
    <message>
        <source>Having the most Jovian and Earth tags in play</source>
        <translation>Avoir le plus d&apos;indicateurs Jovien et Terre en jeu</translation>
    </message>
    <message>
        <source>Having the most Venus tags in play</source>
        <translation>Avoir le plus d&apos;indicateurs Vénus en jeu</translation>
    </message>
    <message>
        <source>Having the most animal and microbe resources</source>
        <translation>Avoir le plus de ressources animal et microbe</translation>
    </message>
    <message>
        <source>Having the most automated cards in play</source>
        <translation>Avoir le plus de cartes automatisées en jeu</translation>
    </message>
    <message>
        <source>Having the most building tags in play</source>
        <translation>Avoir le plus d&apos;indicateurs Bâtiment en jeu</translation>
    </message>
    <message>
        <source>Having the most cards with requirements in play</source>
        <translation>Avoir le plus de cartes avec prérequis en jeu</translation>
    </message>
    <message>
        <source>Having the most heat resources</source>
        <translation>Avoir le plus de ressources de chaleur</translation>
    </message>
    <message>
        <source>Having the most power tags in play</source>
        <translation>Avoir le plus d&apos;indicateurs Énergie en jeu</translation>
    </message>
    <message>
        <source>Having the most project cards in play with a printed cost of at least 20 M€</source>
        <translation>Avoir le plus de cartes projet en jeu dont le coût imprimé est d&apos;au moins 20 M€</translation>
    </message>
    <message>
        <source>Having the most project cards in play with a printed cost of at most 10 M€</source>
        <translation>Avoir le plus de cartes projet en jeu dont le coût imprimé est d&apos;au plus 10 M€</translation>
    </message>
    <message>
        <source>Having the most resources on cards</source>
        <translation>Avoir le plus de ressources sur des cartes</translation>
    </message>
    <message>
        <source>Having the most science tags in play</source>
        <translation>Avoir le plus d&apos;indicateurs Science en jeu</translation>
    </message>
    <message>
        <source>Having the most space tags in play</source>
        <translation>Avoir le plus d&apos;indicateurs Spatial en jeu</translation>
    </message>
    <message>
        <source>Having the most steel and energy resources</source>
        <translation>Avoir le plus de ressources d&apos;acier et d&apos;énergie</translation>
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
        <source>Keep exactly {n} different Preludes.</source>
        <translation>Gardez exactement {n} Préludes différents.</translation>
    </message>
    <message>
        <source>Mars and Venus are not both terraformed after generation {generation}: {player} loses ({score} VP).</source>
        <translation>Mars et Vénus ne sont pas toutes deux terraformées après la génération {generation}&#xa0;: {player} perd ({score} PV).</translation>
    </message>
    <message>
        <source>Mars is not terraformed after generation 12: {player} loses ({score} VP).</source>
        <translation>Mars n&apos;est pas terraformée à la fin de la génération 12&#xa0;: {player} perd ({score} PV).</translation>
    </message>
    <message>
        <source>Mars is not terraformed after generation 14: {player} loses ({score} VP).</source>
        <translation>Mars n&apos;est pas terraformée après la génération 14&#xa0;: {player} perd ({score} PV).</translation>
    </message>
    <message>
        <source>No space is left for {tile}: {player} places none.</source>
        <translation>Il ne reste aucun emplacement pour {tile}&#xa0;: {player} n&apos;en place aucune.</translation>
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
        <source>Owning at least 3 special tiles</source>
        <translation>Posséder au moins 3 tuiles spéciales</translation>
    </message>
    <message>
        <source>Owning at least 3 tiles next to ocean tiles</source>
        <translation>Posséder au moins 3 tuiles adjacentes à des tuiles océan</translation>
    </message>
    <message>
        <source>Owning at least 3 tiles on or next to volcanic spaces</source>
        <translation>Posséder au moins 3 tuiles sur des zones volcaniques ou adjacentes à elles</translation>
    </message>
    <message>
        <source>Owning at least 3 tiles on the two bottom rows</source>
        <translation>Posséder au moins 3 tuiles sur les deux lignes du bas</translation>
    </message>
    <message>
        <source>Owning the largest group of tiles that touch</source>
        <translation>Posséder le plus grand groupe de tuiles adjacentes entre elles</translation>
    </message>
    <message>
        <source>Owning the most cities</source>
        <translation>Posséder le plus de cités</translation>
    </message>
    <message>
        <source>Owning the most greenery tiles</source>
        <translation>Posséder le plus de tuiles verdure</translation>
    </message>
    <message>
        <source>Owning the most tiles in play</source>
        <translation>Posséder le plus de tuiles en jeu</translation>
    </message>
    <message>
        <source>Owning the most tiles next to ocean tiles</source>
        <translation>Posséder le plus de tuiles adjacentes à des tuiles océan</translation>
    </message>
    <message>
        <source>Owning the most tiles next to special tiles</source>
        <translation>Posséder le plus de tuiles adjacentes à des tuiles spéciales</translation>
    </message>
    <message>
        <source>Owning the most tiles not next to ocean tiles</source>
        <translation>Posséder le plus de tuiles non adjacentes à des tuiles océan</translation>
    </message>
    <message>
        <source>Owning the most tiles on the edge of the map</source>
        <translation>Posséder le plus de tuiles au bord de la carte</translation>
    </message>
    <message>
        <source>Owning the most tiles on the four rows south of the equator</source>
        <translation>Posséder le plus de tuiles sur les quatre lignes au sud de l&apos;équateur</translation>
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
        <translation>L&apos;action de la carte {card} ne peut pas être utilisée maintenant.</translation>
    </message>
    <message>
        <source>The award {award} cannot be funded now.</source>
        <translation>La récompense {award} ne peut pas être financée maintenant.</translation>
    </message>
    <message>
        <source>The draw pile is empty: the discard pile is shuffled into a new one.</source>
        <translation>La pioche est vide&#xa0;: la défausse est mélangée pour former une nouvelle pioche.</translation>
    </message>
    <message>
        <source>The game ends. AutoMars wins with {score} VP.</source>
        <translation>La partie est terminée. AutoMars gagne avec {score} PV.</translation>
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
        <translation>Le paiement en {resource} dépasse ce qui est nécessaire.</translation>
    </message>
    <message>
        <source>The standard project {project} is not available now.</source>
        <translation>Le projet standard {project} n&apos;est pas disponible maintenant.</translation>
    </message>
    <message>
        <source>The steps the marker moves before this trade are a number from 0 to {max}.</source>
        <translation>Les cases dont le marqueur avance avant cet échange sont un nombre de 0 à {max}.</translation>
    </message>
    <message>
        <source>The trade fleets come back and the marker of every active colony tile moves up one step.</source>
        <translation>Les flottes commerciales reviennent et le marqueur de chaque tuile colonie active avance d&apos;une case.</translation>
    </message>
    <message>
        <source>There is no card named {card}.</source>
        <translation>Il n&apos;existe pas de carte nommée {card}.</translation>
    </message>
    <message>
        <source>This answer is not understood: a payment names resources with whole numbers.</source>
        <translation>Cette réponse n&apos;est pas comprise&#xa0;: un paiement indique des ressources par des nombres entiers.</translation>
    </message>
    <message>
        <source>This answer is not understood: a step must be an object.</source>
        <translation>Cette réponse n&apos;est pas comprise&#xa0;: une étape doit être un objet.</translation>
    </message>
    <message>
        <source>This answer is not understood: a step needs an action or an answer.</source>
        <translation>Cette réponse n&apos;est pas comprise&#xa0;: une étape demande une action ou une réponse.</translation>
    </message>
    <message>
        <source>This answer is not understood: it needs the key {key}.</source>
        <translation>Cette réponse n&apos;est pas comprise&#xa0;: il manque la clé {key}.</translation>
    </message>
    <message>
        <source>This answer is not understood: the answer must be an object.</source>
        <translation>Cette réponse n&apos;est pas comprise&#xa0;: la réponse doit être un objet.</translation>
    </message>
    <message>
        <source>This answer is not understood: {detail}.</source>
        <translation>Cette réponse n&apos;est pas comprise&#xa0;: {detail}.</translation>
    </message>
    <message>
        <source>This answer is not understood: {key} has the wrong type or size.</source>
        <translation>Cette réponse n&apos;est pas comprise&#xa0;: {key} n&apos;a pas le bon type ou la bonne taille.</translation>
    </message>
    <message>
        <source>This answer is not understood: {key} must be a list of card names.</source>
        <translation>Cette réponse n&apos;est pas comprise&#xa0;: {key} doit être une liste de noms de cartes.</translation>
    </message>
    <message>
        <source>This effect is not optional.</source>
        <translation>Cet effet n&apos;est pas facultatif.</translation>
    </message>
    <message>
        <source>This file cannot be read.</source>
        <translation>Ce fichier ne peut pas être lu.</translation>
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
        <source>This game is played without Preludes.</source>
        <translation>Cette partie se joue sans Préludes.</translation>
    </message>
    <message>
        <source>This game was saved by a newer tmdesk (format {version}).</source>
        <translation>Cette partie a été sauvegardée par une version plus récente de tmdesk (format {version}).</translation>
    </message>
    <message>
        <source>This saved game is damaged: it holds text that is not valid Unicode.</source>
        <translation>Cette partie sauvegardée est endommagée&#xa0;: elle contient du texte qui n&apos;est pas de l&apos;Unicode valide.</translation>
    </message>
    <message>
        <source>This saved game is damaged: it is cut short or not readable.</source>
        <translation>Cette partie sauvegardée est endommagée&#xa0;: elle est tronquée ou illisible.</translation>
    </message>
    <message>
        <source>This saved game is damaged: its data is too large or nested too deeply.</source>
        <translation>Cette partie sauvegardée est endommagée&#xa0;: ses données sont trop grandes ou trop imbriquées.</translation>
    </message>
    <message>
        <source>This saved game is damaged: its log holds an entry this program does not know.</source>
        <translation>Cette partie sauvegardée est endommagée&#xa0;: son journal contient une entrée que ce programme ne connaît pas.</translation>
    </message>
    <message>
        <source>This saved game is damaged: its position breaks the rules of the game.</source>
        <translation>Cette partie sauvegardée est endommagée&#xa0;: sa situation enfreint les règles du jeu.</translation>
    </message>
    <message>
        <source>This saved game is damaged: {field} is missing or has a wrong value.</source>
        <translation>Cette partie sauvegardée est endommagée&#xa0;: {field} manque ou a une valeur erronée.</translation>
    </message>
    <message>
        <source>Titanium pays only for cards with a space tag.</source>
        <translation>Le titane ne paie que les cartes avec un indicateur Spatial.</translation>
    </message>
    <message>
        <source>Venus must be at least {value} %</source>
        <translation>Vénus doit être d&apos;au moins {value} %</translation>
    </message>
    <message>
        <source>Venus must be at most {value} %</source>
        <translation>Vénus doit être d&apos;au plus {value} %</translation>
    </message>
    <message>
        <source>World Government terraforming, chosen by {player}: Venus rises to {value} %.</source>
        <translation>Terraformation du Gouvernement Mondial, choisie par {player}&#xa0;: Vénus monte à {value} %.</translation>
    </message>
    <message>
        <source>World Government terraforming, chosen by {player}: an ocean tile is placed on {space}.</source>
        <translation>Terraformation du Gouvernement Mondial, choisie par {player}&#xa0;: une tuile océan est placée sur la {space}.</translation>
    </message>
    <message>
        <source>World Government terraforming, chosen by {player}: oxygen rises to {value} %.</source>
        <translation>Terraformation du Gouvernement Mondial, choisie par {player}&#xa0;: l&apos;oxygène monte à {value} %.</translation>
    </message>
    <message>
        <source>World Government terraforming, chosen by {player}: the temperature rises to {value} °C.</source>
        <translation>Terraformation du Gouvernement Mondial, choisie par {player}&#xa0;: la température monte à {value} °C.</translation>
    </message>
    <message>
        <source>You cannot trade with {colony} now.</source>
        <translation>Vous ne pouvez pas commercer avec {colony} maintenant.</translation>
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
        <source>You have only {have:resource}, not {need}.</source>
        <translation>Vous n’avez que {have:resource}, pas {need}.</translation>
    </message>
    <message>
        <source>You must take an action before ending your turn.</source>
        <translation>Vous devez faire une action avant de terminer votre tour.</translation>
    </message>
    <message numerus="yes">
        <source>at least %n city tile(s) must be in play</source>
        <translation>
            <numerusform>au moins %n tuile cité doit être en jeu</numerusform>
            <numerusform>au moins %n tuiles cité doivent être en jeu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at least %n ocean(s) must be on Mars</source>
        <translation>
            <numerusform>au moins %n océan doit être sur Mars</numerusform>
            <numerusform>au moins %n océans doivent être sur Mars</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at most %n ocean(s) may be on Mars</source>
        <translation>
            <numerusform>au plus %n océan peut être sur Mars</numerusform>
            <numerusform>au plus %n océans peuvent être sur Mars</numerusform>
        </translation>
    </message>
    <message>
        <source>it costs {cost} M€ and you can pay at most {have}</source>
        <translation>elle coûte {cost} M€ et vous pouvez payer au plus {have}</translation>
    </message>
    <message>
        <source>no action you used this generation can be used again now</source>
        <translation>aucune action utilisée au cours de cette génération ne peut être réutilisée maintenant</translation>
    </message>
    <message>
        <source>no card in your hand can be played with it</source>
        <translation>aucune carte de votre main ne peut être jouée avec elle</translation>
    </message>
    <message>
        <source>no colony tile has room for a colony of yours</source>
        <translation>aucune tuile colonie n&apos;a de place pour une colonie à vous</translation>
    </message>
    <message>
        <source>no player has enough production of {resource} to lower</source>
        <translation>aucun joueur n&apos;a assez de production ({resource}) à diminuer</translation>
    </message>
    <message>
        <source>no two colony tiles have markers that can move so</source>
        <translation>il n&apos;y a pas deux tuiles colonie dont les marqueurs puissent bouger ainsi</translation>
    </message>
    <message>
        <source>none of its options can be carried out</source>
        <translation>aucune de ses options n&apos;est réalisable</translation>
    </message>
    <message>
        <source>none of your other cards can take the resource it adds</source>
        <translation>aucune de vos autres cartes ne peut recevoir la ressource qu&apos;elle ajoute</translation>
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
        <source>you have no trade fleet left or no colony tile is open to trade</source>
        <translation>vous n&apos;avez plus de flotte commerciale libre ou aucune tuile colonie n&apos;est ouverte au commerce</translation>
    </message>
    <message>
        <source>you may have at most one colony</source>
        <translation>vous pouvez avoir au plus une colonie</translation>
    </message>
    <message>
        <source>you may have at most {value} colonies</source>
        <translation>vous pouvez avoir au plus {value} colonies</translation>
    </message>
    <message numerus="yes">
        <source>you need %n floater(s) on your cards</source>
        <translation>
            <numerusform>il vous faut %n flotteur sur vos cartes</numerusform>
            <numerusform>il vous faut %n flotteurs sur vos cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you need %n greenery tile(s)</source>
        <translation>
            <numerusform>il vous faut %n tuile verdure</numerusform>
            <numerusform>il vous faut %n tuiles verdure</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you need %n other card(s) in hand to discard</source>
        <translation>
            <numerusform>il vous faut %n autre carte en main à défausser</numerusform>
            <numerusform>il vous faut %n autres cartes en main à défausser</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you need %n {tag} tag(s)</source>
        <translation>
            <numerusform>il vous faut %n indicateur {tag}</numerusform>
            <numerusform>il vous faut %n indicateurs {tag}</numerusform>
        </translation>
    </message>
    <message>
        <source>you need a colony</source>
        <translation>il vous faut une colonie</translation>
    </message>
    <message>
        <source>you need at least {value} colonies</source>
        <translation>il vous faut au moins {value} colonies</translation>
    </message>
    <message>
        <source>you need {value:resource}</source>
        <translation>il vous faut {value:resource}</translation>
    </message>
    <message>
        <source>your production of {resource} cannot go that low</source>
        <translation>votre production ({resource}) ne peut pas descendre si bas</translation>
    </message>
    <message>
        <source>your production of {resource} must be at least {value}</source>
        <translation>il vous faut une production ({resource}) d&apos;au moins {value}</translation>
    </message>
    <message>
        <source>your terraform rating must be at least {value}</source>
        <translation>votre Niveau de Terraformation doit être d&apos;au moins {value}</translation>
    </message>
    <message>
        <source>{card} cannot be played: {reason}.</source>
        <translation>{card} ne peut pas être jouée&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} n&apos;est pas dans votre main.</translation>
    </message>
    <message>
        <source>{player} builds a colony on {colony}.</source>
        <translation>{player} construit une colonie sur {colony}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} buys %n card(s).</source>
        <translation>
            <numerusform>{player} achète %n carte.</numerusform>
            <numerusform>{player} achète %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} cannot play {card}: it is discarded and {player} gains {amount} M€.</source>
        <translation>{player} ne peut pas jouer {card}&#xa0;: elle est défaussée et {player} gagne {amount} M€.</translation>
    </message>
    <message>
        <source>{player} chooses on {card}: {choice}.</source>
        <translation>{player} choisit sur la carte {card}&#xa0;: {choice}.</translation>
    </message>
    <message>
        <source>{player} chooses the action of {card}: {branch}.</source>
        <translation>{player} choisit l&apos;action de la carte {card}&#xa0;: {branch}.</translation>
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
        <source>{player} gains a trade fleet.</source>
        <translation>{player} gagne une flotte commerciale.</translation>
    </message>
    <message>
        <source>{player} gains {amount:resource} from {card}.</source>
        <translation>{player} gagne {amount:resource} grâce à la carte {card}.</translation>
    </message>
    <message>
        <source>{player} gets the colony bonus of {colony}.</source>
        <translation>{player} reçoit le bonus de colonie de la tuile {colony}.</translation>
    </message>
    <message>
        <source>{player} gets the trade income of step {value} of {colony}.</source>
        <translation>{player} reçoit le revenu commercial de la case {value} de la tuile {colony}.</translation>
    </message>
    <message>
        <source>{player} has chosen a corporation and cards, face down.</source>
        <translation>{player} a choisi une corporation et des cartes, face cachée.</translation>
    </message>
    <message>
        <source>{player} leaves {colony} out of the game.</source>
        <translation>{player} retire la tuile {colony} du jeu.</translation>
    </message>
    <message>
        <source>{player} lowers their own production of {resource} by {amount}.</source>
        <translation>{player} diminue sa propre production ({resource}) de {amount}.</translation>
    </message>
    <message>
        <source>{player} lowers {target}&apos;s production of {resource} by {amount}.</source>
        <translation>{target}&#xa0;: production ({resource}) diminuée de {amount} par {player}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} moves the marker of {colony} down %n step(s).</source>
        <translation>
            <numerusform>{player} recule le marqueur de la tuile {colony} de %n case.</numerusform>
            <numerusform>{player} recule le marqueur de la tuile {colony} de %n cases.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} moves the marker of {colony} up %n step(s).</source>
        <translation>
            <numerusform>{player} avance le marqueur de la tuile {colony} de %n case.</numerusform>
            <numerusform>{player} avance le marqueur de la tuile {colony} de %n cases.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} passe.</translation>
    </message>
    <message>
        <source>{player} pays {cost} M€ for the ocean of the south pole.</source>
        <translation>{player} paie {cost} M€ pour l&apos;océan du pôle Sud.</translation>
    </message>
    <message>
        <source>{player} pays {cost} M€ to raise the temperature at the north pole.</source>
        <translation>{player} paie {cost} M€ pour augmenter la température au pôle Nord.</translation>
    </message>
    <message>
        <source>{player} places {tile} on {space}.</source>
        <translation>{player} place {tile} sur la {space}.</translation>
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
        <source>{player} produces {gains}.</source>
        <translation>{player} produit {gains}.</translation>
    </message>
    <message>
        <source>{player} puts {colony} into play.</source>
        <translation>{player} met la tuile {colony} en jeu.</translation>
    </message>
    <message>
        <source>{player} raises Venus to {value} %.</source>
        <translation>{player} augmente Vénus à {value} %.</translation>
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
        <source>{player} raises their production of {resource} by {amount}.</source>
        <translation>{player} augmente sa production ({resource}) de {amount}.</translation>
    </message>
    <message>
        <source>{player} removes {amount:resource} from their own supply.</source>
        <translation>{player} retire {amount:resource} de sa propre réserve.</translation>
    </message>
    <message>
        <source>{player} removes {amount:resource} from {card}.</source>
        <translation>{player} retire {amount:resource} de la carte {card}.</translation>
    </message>
    <message>
        <source>{player} removes {amount:resource} from {target}.</source>
        <translation>{player} retire {amount:resource} à {target}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} sells %n patent(s).</source>
        <translation>
            <numerusform>{player} vend %n brevet.</numerusform>
            <numerusform>{player} vend %n brevets.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} spends {amount:resource} from {card} as {total:heat}.</source>
        <translation>{player} dépense {amount:resource} de la carte {card} comme {total:heat}.</translation>
    </message>
    <message>
        <source>{player} trades with {colony} without paying.</source>
        <translation>{player} commerce avec {colony} sans payer.</translation>
    </message>
    <message>
        <source>{player} trades with {colony}, paying {cost:paid}.</source>
        <translation>{player} commerce avec {colony} et paie {cost:paid}.</translation>
    </message>
    <message>
        <source>{player} turns 8 heat into a temperature step.</source>
        <translation>{player} convertit 8 ressources de chaleur en un cran de température.</translation>
    </message>
    <message>
        <source>{player} turns plants into a greenery.</source>
        <translation>{player} convertit des plantes en verdure.</translation>
    </message>
    <message>
        <source>{player} turns {amount:energy} into heat.</source>
        <translation>{player} convertit {amount:energy} en chaleur.</translation>
    </message>
    <message>
        <source>{player} uses the action of {card}.</source>
        <translation>{player} utilise l&apos;action de la carte {card}.</translation>
    </message>
    <message>
        <source>{player} uses the standard project {project}.</source>
        <translation>{player} utilise le projet standard {project}.</translation>
    </message>
    <message>
        <source>{player}&apos;s terraform rating rises to {value}.</source>
        <translation>{player}&#xa0;: le NT passe à {value}.</translation>
    </message>
    <message>
        <source>{resource} cannot be used to pay.</source>
        <translation>{resource}&#xa0;: ne peut pas servir à payer.</translation>
    </message>
    <message>
        <source>{value} is not one of the options ({options}).</source>
        <translation>{value} ne fait pas partie des options ({options}).</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie sauvegardée</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>tmdesk saved games (*.json)</source>
        <translation>Parties sauvegardées de tmdesk (*.json)</translation>
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
        <source>The game could not be autosaved (%1). You can keep playing; use Game → Save as… to keep it.</source>
        <translation>La partie n&apos;a pas pu être sauvegardée automatiquement (%1). Vous pouvez continuer à jouer&#xa0;; utilisez Partie → Enregistrer sous… pour la conserver.</translation>
    </message>
    <message>
        <source>Undo stops here: a card was drawn, and going back would show cards that must stay hidden.</source>
        <translation>L&apos;annulation s&apos;arrête ici&#xa0;: une carte a été piochée, et revenir en arrière montrerait des cartes qui doivent rester cachées.</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Annuler&#xa0;: %1</translation>
    </message>
    <message>
        <source>the last decision</source>
        <translation>la dernière décision</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>%1 cannot be chosen now.</source>
        <translation>%1 ne peut pas être choisie maintenant.</translation>
    </message>
    <message>
        <source>%1, your turn: take your %2.</source>
        <translation>%1, à vous&#xa0;: faites votre %2.</translation>
    </message>
    <message>
        <source>%1: Preludes</source>
        <translation>%1&#xa0;: Préludes</translation>
    </message>
    <message>
        <source>%1: draft</source>
        <translation>%1&#xa0;: draft</translation>
    </message>
    <message>
        <source>%1: final greenery — turn plants into greeneries, then pass.</source>
        <translation>%1&#xa0;: verdure finale — convertissez vos plantes en verdures, puis passez.</translation>
    </message>
    <message>
        <source>%1: research</source>
        <translation>%1&#xa0;: recherche</translation>
    </message>
    <message>
        <source>%1: set-up</source>
        <translation>%1&#xa0;: mise en place</translation>
    </message>
    <message numerus="yes">
        <source>%n more card(s)…</source>
        <translation>
            <numerusform>%n carte de plus…</numerusform>
            <numerusform>%n cartes de plus…</numerusform>
        </translation>
    </message>
    <message>
        <source>AutoMars is playing: each step is shown on the board as it is told.</source>
        <translation>AutoMars joue&#xa0;: chaque étape apparaît sur le plateau au fil du récit.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
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
        <source>Cards…</source>
        <translation>Cartes…</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Choisir</translation>
    </message>
    <message>
        <source>Choose the colony tile picked in the list (keyboard)</source>
        <translation>Choisir la tuile colonie sélectionnée dans la liste (clavier)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Colonies</translation>
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
        <source>Every card you have played, in a window</source>
        <translation>Toutes les cartes que vous avez jouées, dans une fenêtre</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Décompte final</translation>
    </message>
    <message>
        <source>Fund</source>
        <translation>Financer</translation>
    </message>
    <message>
        <source>Fund the %1 award for %2 M€?</source>
        <translation>Financer la récompense %1 pour %2 M€&#xa0;?</translation>
    </message>
    <message>
        <source>Generation %1 · %2</source>
        <translation>Génération %1 · %2</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
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
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Pass for the rest of this generation? You take no more actions until the next one.</source>
        <translation>Passer pour le reste de cette génération&#xa0;? Vous ne ferez plus d&apos;action avant la suivante.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Placer</translation>
    </message>
    <message>
        <source>Place the tile on the space chosen in the list (keyboard)</source>
        <translation>Placer la tuile sur la case choisie dans la liste (clavier)</translation>
    </message>
    <message numerus="yes">
        <source>Placing the tile here draws %n card(s), and that cannot be undone. Place it here?</source>
        <translation>
            <numerusform>Placer la tuile ici fait piocher %n carte, ce qui ne peut pas être annulé. La placer ici&#xa0;?</numerusform>
            <numerusform>Placer la tuile ici fait piocher %n cartes, ce qui ne peut pas être annulé. La placer ici&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <source>Play area — drop a card here to play it; double-click a blue card to use its action</source>
        <translation>Zone de jeu — déposez une carte ici pour la jouer&#xa0;; double-cliquez sur une carte bleue pour utiliser son action</translation>
    </message>
    <message>
        <source>Please confirm</source>
        <translation>Veuillez confirmer</translation>
    </message>
    <message>
        <source>Show or fold away your hand and play area (the board gets the room)</source>
        <translation>Montrer ou replier votre main et votre zone de jeu (le plateau prend la place)</translation>
    </message>
    <message>
        <source>Show or hide the colony tiles (in a narrow window they take the board&apos;s place)</source>
        <translation>Afficher ou masquer les tuiles colonie (dans une fenêtre étroite, elles prennent la place du plateau)</translation>
    </message>
    <message>
        <source>Show the final scores again</source>
        <translation>Afficher à nouveau le décompte final</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>The colony tiles you may choose</source>
        <translation>Les tuiles colonie que vous pouvez choisir</translation>
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
        <translation>Cet effet est facultatif&#xa0;: ne pas l&apos;utiliser</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>C’est à %1 de jouer.</translation>
    </message>
    <message>
        <source>You can play a card only on your turn.</source>
        <translation>Vous ne pouvez jouer une carte que pendant votre tour.</translation>
    </message>
    <message>
        <source>Your hand — drag a card to the play area beside it, or double-click it</source>
        <translation>Votre main — faites glisser une carte vers la zone de jeu à côté, ou double-cliquez dessus</translation>
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
    <name>Guide</name>
    <message>
        <source>A bonus card does the first of its options that can be done, then goes to the bonus discard pile or, when it says so, leaves the game. Rest the pointer on a line of the log about a bonus card to read what it does.</source>
        <translation>Une carte bonus fait la première de ses options réalisables, puis va dans la défausse des cartes bonus ou, quand elle le dit, quitte la partie. Laissez le pointeur sur une ligne du journal qui parle d&apos;une carte bonus pour lire ce qu&apos;elle fait.</translation>
    </message>
    <message>
        <source>A card&apos;s requirements must be met when you play it. Steel is worth 2 M€ toward a card with a building tag, titanium 3 M€ toward a card with a space tag.</source>
        <translation>Les conditions d&apos;une carte doivent être remplies quand vous la jouez. L&apos;acier vaut 2 M€ pour payer une carte avec un indicateur Bâtiment, le titane 3 M€ pour une carte avec un indicateur Espace.</translation>
    </message>
    <message>
        <source>A generation</source>
        <translation>Une génération</translation>
    </message>
    <message>
        <source>After the last production, each player may still turn plants into greeneries. Then each player scores their TR, 5 VP per milestone, the awards (5 VP for the first place, 2 for the second, no second place with two players), 1 VP per greenery they own, 1 VP per greenery next to each of their cities, and the points of their cards. The most points win; on a tie, the most M€ left.</source>
        <translation>Après la dernière production, chaque joueur peut encore convertir des plantes en verdures. Puis chaque joueur marque son NT, 5 PV par objectif, les récompenses (5 PV pour la première place, 2 pour la seconde, pas de seconde place à deux joueurs), 1 PV par verdure qu&apos;il possède, 1 PV par verdure adjacente à chacune de ses cités et les points de ses cartes. Le plus de points l&apos;emporte&#xa0;; en cas d&apos;égalité, le plus de M€ restants.</translation>
    </message>
    <message>
        <source>AutoMars ignores what a project card says: each of its tags, from left to right, moves the counter of one of the seven tracks of its board one space. The icons at the start of each track show which tags move it (on Tharsis, Energy takes the power and Jovian tags, Earth the earth and city tags, Plant the plant, animal and microbe tags).</source>
        <translation>AutoMars ignore le texte des cartes projet&#xa0;: chacun de leurs indicateurs, de gauche à droite, avance d&apos;une case le compteur de l&apos;une des sept pistes de son plateau. Les icônes au début de chaque piste montrent quels indicateurs la font avancer (sur Tharsis, la piste Énergie prend les indicateurs Énergie et Jovien, la piste Terre les indicateurs Terre et Cité, la piste Plante les indicateurs Plante, Animal et Microbe).</translation>
    </message>
    <message>
        <source>AutoMars is the official automated opponent for one player. It has no hand, no production and no resource but its M€, and it never pays for a card. You are the first player in the first generation.</source>
        <translation>AutoMars est l&apos;adversaire automatique officiel pour un joueur. Il n&apos;a ni main, ni production, ni autre ressource que ses M€, et ne paie jamais de carte. Vous êtes premier joueur à la première génération.</translation>
    </message>
    <message>
        <source>AutoMars scores like a player (TR, milestones, awards, greeneries and cities, but no points from its cards) and turns its M€ into points: the later the game ends, the fewer M€ a point costs. A tie goes to AutoMars. If the game reaches generation 20 (18 with Prelude), AutoMars wins.</source>
        <translation>AutoMars marque comme un joueur (NT, objectifs, récompenses, verdures et cités, mais aucun point de ses cartes) et convertit ses M€ en points&#xa0;: plus la partie finit tard, moins un point coûte de M€. En cas d&apos;égalité, AutoMars l&apos;emporte. Si la partie atteint la génération 20 (18 avec Prélude), AutoMars gagne.</translation>
    </message>
    <message>
        <source>Colonies: trade with a colony tile</source>
        <translation>Colonies&#xa0;: commercer avec une tuile colonie</translation>
    </message>
    <message>
        <source>Difficulty: Easy ignores its Advance Counter icons, gains only 3 M€ for a Failed Action and counts 5 less in every award. Hard scores 1 VP for each card it resolved that shows no negative points, and at the start of a generation pays 8 M€ to claim a milestone when it meets enough of them. Brutal does the same and adds a fourth project card to each action deck.</source>
        <translation>Difficulté&#xa0;: en Facile, il ignore ses icônes Avancer le compteur, ne gagne que 3 M€ par action ratée et compte 5 de moins dans chaque récompense. En Difficile, il marque 1 PV par carte résolue qui ne montre pas de points négatifs et, au début d&apos;une génération, paie 8 M€ pour acquérir un objectif quand il en remplit assez. En Brutal, il fait de même et ajoute une quatrième carte projet à chaque pioche d&apos;action.</translation>
    </message>
    <message>
        <source>Each generation AutoMars shuffles an action deck of 3 project cards and 1 bonus card. On each of its turns it reveals the top card and resolves it; when the deck is empty, it passes. In the production phase it gains nothing.</source>
        <translation>À chaque génération, AutoMars mélange une pioche d&apos;action de 3 cartes projet et 1 carte bonus. À chacun de ses tours, il révèle la première carte et la résout&#xa0;; quand la pioche est vide, il passe. À la phase de production, il ne gagne rien.</translation>
    </message>
    <message>
        <source>Each step you raise a global parameter gives you 1 terraform rating (TR). Your TR is both your income and the base of your score.</source>
        <translation>Chaque cran dont vous augmentez un paramètre global vous donne 1 point de Niveau de Terraformation (NT). Votre NT est à la fois votre revenu et la base de votre score.</translation>
    </message>
    <message>
        <source>Hint: what the strongest computer player would do in your place</source>
        <translation>Conseil&#xa0;: ce que le joueur ordinateur le plus fort ferait à votre place</translation>
    </message>
    <message>
        <source>In tmdesk</source>
        <translation>Dans tmdesk</translation>
    </message>
    <message>
        <source>Its bonus cards</source>
        <translation>Ses cartes bonus</translation>
    </message>
    <message>
        <source>Its tracks</source>
        <translation>Ses pistes</translation>
    </message>
    <message>
        <source>Its turn</source>
        <translation>Son tour</translation>
    </message>
    <message>
        <source>Its turn is told line by line on its board and in the log: Pause stops the telling, Step shows the next line, Faster speeds it up and Skip shows the rest at once.</source>
        <translation>Son tour est raconté ligne par ligne sur son plateau et dans le journal&#xa0;: Pause arrête le récit, Suivant affiche la ligne d&apos;après, Plus vite l&apos;accélère et Ignorer montre le reste d&apos;un coup.</translation>
    </message>
    <message>
        <source>Oceans go only on the spaces kept for them and belong to no one. A greenery raises the oxygen and goes next to one of your tiles if it can. A city may not touch another city. You gain what is printed on the space, and 2 M€ for each ocean next to it.</source>
        <translation>Les océans vont uniquement sur les cases qui leur sont réservées et n&apos;appartiennent à personne. Une verdure augmente l&apos;oxygène et se place à côté d&apos;une de vos tuiles si possible. Une cité ne peut pas toucher une autre cité. Vous gagnez ce qui est imprimé sur la case, et 2 M€ par océan adjacent.</translation>
    </message>
    <message>
        <source>Only what the rules allow is enabled: rest the pointer on a dimmed card to read why it cannot be played. Drag a card to the play area, double-click it or press Enter to play it. When a tile must be placed, the legal spaces light up. The Hint (Ctrl+I) says what the strongest computer player would do in your place, and why.</source>
        <translation>Seul ce que les règles permettent est actif&#xa0;: laissez le pointeur sur une carte grisée pour lire pourquoi elle ne peut pas être jouée. Faites glisser une carte vers la zone de jeu, double-cliquez dessus ou appuyez sur Entrée pour la jouer. Quand une tuile doit être placée, les cases autorisées s&apos;allument. Le Conseil (Ctrl+I) dit ce que le joueur ordinateur le plus fort ferait à votre place, et pourquoi.</translation>
    </message>
    <message>
        <source>Research: each player draws 4 cards and buys any of them for 3 M€ each (not in the first generation). Actions: in turn, each player takes 1 or 2 actions, until everyone has passed. Production: energy becomes heat, you gain as many M€ as your TR plus your M€ production, and every other resource its production.</source>
        <translation>Recherche&#xa0;: chaque joueur pioche 4 cartes et achète celles qu&apos;il veut pour 3 M€ chacune (pas à la première génération). Actions&#xa0;: chacun son tour, chaque joueur fait 1 ou 2 actions, jusqu&apos;à ce que tous aient passé. Production&#xa0;: l&apos;énergie devient chaleur, vous gagnez autant de M€ que votre NT plus votre production de M€, et chaque autre ressource selon sa production.</translation>
    </message>
    <message>
        <source>The actions: play a card from your hand; use a standard project; claim a milestone (8 M€, 5 VP at the end, 3 milestones at most in a game); fund an award (8, 14 then 20 M€, 3 at most); use the action of one of your blue cards once per generation; turn 8 plants into a greenery; turn 8 heat into a temperature step.</source>
        <translation>Les actions&#xa0;: jouer une carte de votre main&#xa0;; utiliser un projet standard&#xa0;; acquérir un objectif (8 M€, 5 PV à la fin, 3 objectifs au plus par partie)&#xa0;; financer une récompense (8, 14 puis 20 M€, 3 au plus)&#xa0;; utiliser l&apos;action d&apos;une de vos cartes bleues une fois par génération&#xa0;; convertir 8 plantes en verdure&#xa0;; convertir 8 unités de chaleur en un cran de température.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>La fin</translation>
    </message>
    <message>
        <source>The end against AutoMars</source>
        <translation>La fin contre AutoMars</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>Le but</translation>
    </message>
    <message>
        <source>The solo game: you play against the clock. Terraform Mars by the end of generation 14 (12 with the Prelude expansion) or the game is lost; two neutral cities and their greeneries are on the map from the start.</source>
        <translation>La partie solo&#xa0;: vous jouez contre la montre. Terraformez Mars avant la fin de la génération 14 (12 avec l&apos;extension Prélude) ou la partie est perdue&#xa0;; deux cités neutres et leurs verdures sont sur la carte dès le départ.</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Les tuiles</translation>
    </message>
    <message>
        <source>Together you make Mars livable: the temperature rises from -30 °C to +8 °C, the oxygen from 0 % to 14 %, and 9 oceans are placed. Each player is a corporation that wants the most victory points (VP). The game ends after the generation in which all three reach their goal.</source>
        <translation>Ensemble, vous rendez Mars habitable&#xa0;: la température monte de -30 °C à +8 °C, l&apos;oxygène de 0&#xa0;% à 14&#xa0;%, et 9 océans sont placés. Chaque joueur est une corporation qui veut le plus de points de victoire (PV). La partie finit après la génération où les trois atteignent leur but.</translation>
    </message>
    <message>
        <source>When a counter reaches a space with an icon, AutoMars does what it shows: advance a counter, gain TR, claim a milestone or fund an award for free, raise the temperature, place a greenery, an ocean or a city. An icon acts only the first time its space is reached. A card without tags, a track at its end or an icon that cannot be done is a Failed Action: AutoMars gains 5 M€ instead.</source>
        <translation>Quand un compteur atteint une case avec une icône, AutoMars fait ce qu&apos;elle montre&#xa0;: avancer un compteur, gagner du NT, acquérir un objectif ou financer une récompense gratuitement, augmenter la température, placer une verdure, un océan ou une cité. Une icône n&apos;agit que la première fois que sa case est atteinte. Une carte sans indicateur, une piste à son bout ou une icône impossible est une action ratée&#xa0;: AutoMars gagne 5 M€ à la place.</translation>
    </message>
    <message>
        <source>When you remove or steal resources from AutoMars, it loses that many M€ instead. When you lower its production, the matching track moves one space back. Its tiles are real tiles: your cards count them.</source>
        <translation>Quand vous retirez ou volez des ressources à AutoMars, il perd autant de M€ à la place. Quand vous baissez sa production, la piste correspondante recule d&apos;une case. Ses tuiles sont de vraies tuiles&#xa0;: vos cartes les comptent.</translation>
    </message>
    <message>
        <source>Who AutoMars is</source>
        <translation>Qui est AutoMars</translation>
    </message>
    <message>
        <source>You and AutoMars</source>
        <translation>Vous et AutoMars</translation>
    </message>
    <message>
        <source>close the large card</source>
        <translation>fermer la grande carte</translation>
    </message>
    <message>
        <source>end your turn after one action</source>
        <translation>finir votre tour après une action</translation>
    </message>
    <message>
        <source>fit the board in the window</source>
        <translation>ajuster le plateau à la fenêtre</translation>
    </message>
    <message>
        <source>move to the next control (Shift+Tab: the previous one)</source>
        <translation>aller au contrôle suivant (Maj+Tab&#xa0;: au précédent)</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nouvelle partie</translation>
    </message>
    <message>
        <source>on a card of your hand: play it; on a card to choose: choose it</source>
        <translation>sur une carte de votre main&#xa0;: la jouer&#xa0;; sur une carte à choisir&#xa0;: la choisir</translation>
    </message>
    <message>
        <source>open a saved game</source>
        <translation>ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>pass for the rest of the generation</source>
        <translation>passer pour le reste de la génération</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>rétablir</translation>
    </message>
    <message>
        <source>save the game</source>
        <translation>enregistrer la partie</translation>
    </message>
    <message>
        <source>settings</source>
        <translation>paramètres</translation>
    </message>
    <message>
        <source>this guide</source>
        <translation>ce guide</translation>
    </message>
    <message>
        <source>turn 8 heat into a temperature step</source>
        <translation>convertir 8 unités de chaleur en un cran de température</translation>
    </message>
    <message>
        <source>turn 8 plants into a greenery</source>
        <translation>convertir 8 plantes en verdure</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>annuler</translation>
    </message>
    <message>
        <source>zoom the board in</source>
        <translation>agrandir le plateau</translation>
    </message>
    <message>
        <source>zoom the board out</source>
        <translation>réduire le plateau</translation>
    </message>
</context>
<context>
    <name>GuideDialog</name>
    <message>
        <source>AutoMars</source>
        <translation>AutoMars</translation>
    </message>
    <message>
        <source>Guide to the game</source>
        <translation>Guide du jeu</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Clavier</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Le jeu</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>Buy no card this time.</source>
        <translation>N’achetez aucune carte cette fois.</translation>
    </message>
    <message>
        <source>Buy these cards: %1.</source>
        <translation>Achetez ces cartes&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Choose %1.</source>
        <translation>Choisissez %1.</translation>
    </message>
    <message>
        <source>Choose: %1.</source>
        <translation>Choisissez&#xa0;: %1.</translation>
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
        <translation>Passez&#xa0;: rien de ce que vous pouvez faire maintenant ne vaut ce que cela coûte.</translation>
    </message>
    <message>
        <source>Pick %1.</source>
        <translation>Prenez %1.</translation>
    </message>
    <message>
        <source>Place it on %1.</source>
        <translation>Placez-la sur la %1.</translation>
    </message>
    <message>
        <source>Place it on the space marked on the board (it gives %1).</source>
        <translation>Placez-la sur la case marquée sur le plateau (elle donne %1).</translation>
    </message>
    <message>
        <source>Place it on the space marked on the board.</source>
        <translation>Placez-la sur la case marquée sur le plateau.</translation>
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
        <translation>Prenez %1 et gardez ces cartes&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Turn 8 heat into a temperature step.</source>
        <translation>Convertissez 8 ressources de chaleur en un palier de température.</translation>
    </message>
    <message>
        <source>Turn plants into a greenery.</source>
        <translation>Convertissez des plantes en verdure.</translation>
    </message>
    <message>
        <source>Use the action of %1.</source>
        <translation>Utilisez l’action de la carte %1.</translation>
    </message>
    <message>
        <source>Use the standard project: %1.</source>
        <translation>Utilisez le projet standard&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Why: %1.</source>
        <translation>Pourquoi&#xa0;: %1.</translation>
    </message>
    <message>
        <source>the %1 award gives its points at the end to whoever leads it then</source>
        <translation>la récompense %1 donne ses points à la fin à qui sera alors en tête</translation>
    </message>
    <message>
        <source>the %1 award would give you %2 VP if the game ended now</source>
        <translation>la récompense %1 vous donnerait %2 PV si la partie finissait maintenant</translation>
    </message>
    <message>
        <source>the %1 milestone is worth 5 VP at the end</source>
        <translation>l&apos;objectif %1 rapporte 5 PV à la fin</translation>
    </message>
    <message numerus="yes">
        <source>the card costs you %n VP at the end</source>
        <translation>
            <numerusform>la carte vous fait perdre %n PV à la fin</numerusform>
            <numerusform>la carte vous fait perdre %n PV à la fin</numerusform>
        </translation>
    </message>
    <message>
        <source>the card is worth %1 VP at the end if it holds at least %2</source>
        <translation>la carte rapporte %1 PV à la fin si elle porte au moins %2</translation>
    </message>
    <message numerus="yes">
        <source>the card is worth %n VP at the end</source>
        <translation>
            <numerusform>la carte rapporte %n PV à la fin</numerusform>
            <numerusform>la carte rapporte %n PV à la fin</numerusform>
        </translation>
    </message>
    <message>
        <source>the card scores %1 VP per %2 on it at the end</source>
        <translation>la carte rapporte à la fin %1 PV par %2 qu&apos;elle porte</translation>
    </message>
    <message>
        <source>the card scores %1 VP per %2 tag you have at the end</source>
        <translation>la carte rapporte %1 PV par indicateur %2 que vous avez à la fin</translation>
    </message>
    <message>
        <source>the card scores %1 VP per city next to it at the end</source>
        <translation>la carte rapporte %1 PV par cité adjacente à la fin</translation>
    </message>
    <message>
        <source>the card scores %1 VP per ocean next to it at the end</source>
        <translation>la carte rapporte %1 PV par océan adjacent à la fin</translation>
    </message>
    <message>
        <source>the card scores 1 VP for every %1 cities in play at the end</source>
        <translation>la carte rapporte 1 PV toutes les %1 cités en jeu à la fin</translation>
    </message>
    <message>
        <source>you add %1 to your hand</source>
        <translation>vous ajoutez %1 à votre main</translation>
    </message>
    <message>
        <source>you gain %1</source>
        <translation>vous gagnez %1</translation>
    </message>
    <message>
        <source>you give up %1 from your hand</source>
        <translation>vous retirez %1 de votre main</translation>
    </message>
    <message>
        <source>you spend %1</source>
        <translation>vous dépensez %1</translation>
    </message>
    <message>
        <source>your %1 falls by %2</source>
        <translation>votre %1 baisse de %2</translation>
    </message>
    <message>
        <source>your %1 rises by %2</source>
        <translation>votre %1 augmente de %2</translation>
    </message>
    <message>
        <source>your awards would score %1 VP more at the end</source>
        <translation>vos récompenses rapporteraient %1 PV de plus à la fin</translation>
    </message>
    <message>
        <source>your cards would score %1 VP more at the end</source>
        <translation>vos cartes rapporteraient %1 PV de plus à la fin</translation>
    </message>
    <message>
        <source>your greeneries and cities would score %1 VP more at the end</source>
        <translation>vos verdures et vos cités rapporteraient %1 PV de plus à la fin</translation>
    </message>
    <message>
        <source>your milestones would score %1 VP more at the end</source>
        <translation>vos objectifs rapporteraient %1 PV de plus à la fin</translation>
    </message>
    <message>
        <source>your terraform rating falls by %1</source>
        <translation>votre NT baisse de %1</translation>
    </message>
    <message>
        <source>your terraform rating rises by %1</source>
        <translation>votre NT augmente de %1</translation>
    </message>
</context>
<context>
    <name>LogDialog</name>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Open large</source>
        <translation>Agrandir</translation>
    </message>
    <message>
        <source>Read the log in its own large window</source>
        <translation>Lire le journal dans une grande fenêtre à part</translation>
    </message>
</context>
<context>
    <name>LogText</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>(a log entry that this version of tmdesk cannot read)</source>
        <translation>(une entrée du journal que cette version de tmdesk ne sait pas lire)</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>All generations</source>
        <translation>Toutes les générations</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Tout le monde</translation>
    </message>
    <message>
        <source>Everything that happened in this game</source>
        <translation>Tout ce qui s&apos;est passé dans cette partie</translation>
    </message>
    <message>
        <source>Generation %1</source>
        <translation>Génération %1</translation>
    </message>
    <message>
        <source>Show the lines of one generation only</source>
        <translation>Ne montrer que les lignes d&apos;une génération</translation>
    </message>
    <message>
        <source>Show the lines of one player only</source>
        <translation>Ne montrer que les lignes d&apos;un joueur</translation>
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
        <source>&amp;Guide to the game and AutoMars</source>
        <translation>&amp;Guide du jeu et d&apos;AutoMars</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Hint: what would the Hard bot do?</source>
        <translation>&amp;Conseil&#xa0;: que ferait l’ordinateur Difficile&#xa0;?</translation>
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
        <source>&amp;Review the game…</source>
        <translation>&amp;Analyser la partie…</translation>
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
        <source>A game is in progress. Save it to a file before opening another?</source>
        <translation>Une partie est en cours. L&apos;enregistrer dans un fichier avant d&apos;en ouvrir une autre&#xa0;?</translation>
    </message>
    <message>
        <source>A game is in progress. Save it to a file before starting a new one?</source>
        <translation>Une partie est en cours. L&apos;enregistrer dans un fichier avant d&apos;en commencer une nouvelle&#xa0;?</translation>
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
        <translation>Draft&#xa0;: choisissez une carte.</translation>
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
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Play your Preludes.</source>
        <translation>Jouez vos Préludes.</translation>
    </message>
    <message>
        <source>Research: buy your cards for this generation.</source>
        <translation>Recherche&#xa0;: achetez vos cartes pour cette génération.</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
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
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istiques…</translation>
    </message>
    <message>
        <source>Take back a decision of %1?
%2
%1 will make it again.</source>
        <translation>Ceci annule une décision prise par %1&#xa0;:
%2
%1 la reprendra.</translation>
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
        <translation>La partie n&apos;a pas pu être enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The research purchase of %1, still face down.</source>
        <translation>L’achat de la phase de recherche de %1, encore face cachée.</translation>
    </message>
    <message>
        <source>This game cannot be set up: %1</source>
        <translation>Impossible de mettre en place cette partie&#xa0;: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
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
        <source>the last decision of %1</source>
        <translation>la dernière décision de %1</translation>
    </message>
    <message>
        <source>tmdesk %1 — a desktop edition of the board game Terraforming Mars.</source>
        <translation>tmdesk %1 — une édition pour ordinateur du jeu de plateau Terraforming Mars.</translation>
    </message>
</context>
<context>
    <name>NewGameScreen</name>
    <message>
        <source>%1 (wins %2 % of its games against AutoMars Normal)</source>
        <translation>%1 (gagne %2 % des parties contre AutoMars Normal)</translation>
    </message>
    <message>
        <source>%1 (wins %2 % of official solo games and %3 % against AutoMars Normal)</source>
        <translation>%1 (gagne %2 % des parties solo officielles et %3 % contre AutoMars Normal)</translation>
    </message>
    <message>
        <source>Adds the Corporate Era cards and corporations; no starting production</source>
        <translation>Ajoute les cartes et corporations de l&apos;Ère des Corporations&#xa0;; pas de production de départ</translation>
    </message>
    <message>
        <source>Adds the Venus scale, 49 project cards and 5 corporations, floaters, the Air Scrapping standard project, World Government terraforming after each generation, and the Hoverlord milestone and Venuphile award. Venus does not end the game; the solo game is won only with Venus at 30 % too</source>
        <translation>Ajoute l&apos;échelle de Vénus, 49 cartes Projet et 5 corporations, les flotteurs, le projet standard Purification, la terraformation du Gouvernement Mondial après chaque génération, l&apos;objectif Aéronaute et la récompense Vénuphile. Vénus ne termine pas la partie&#xa0;; la partie solo n&apos;est gagnée qu&apos;avec Vénus aussi à 30 %</translation>
    </message>
    <message>
        <source>Adds the colony tiles (2 more than the players, 5 with two players), trade fleets and trading, the Build Colony standard project (17 M€), 49 project cards and 5 corporations. The solo player leaves one of 4 tiles out and starts with 2 M€ production less; AutoMars uses its shipping board</source>
        <translation>Ajoute les tuiles colonie (2 de plus que de joueurs, 5 à deux joueurs), les flottes commerciales et le commerce, le projet standard Construire une colonie (17 M€), 49 cartes projet et 5 corporations. En solo, le joueur retire une tuile sur 4 et commence avec 2 de production de M€ en moins&#xa0;; AutoMars utilise son plateau d&apos;expédition</translation>
    </message>
    <message>
        <source>Against AutoMars</source>
        <translation>Contre AutoMars</translation>
    </message>
    <message>
        <source>Against AutoMars: add the Corporate Era cards and corporations</source>
        <translation>Contre AutoMars&#xa0;: ajoute les cartes et corporations de l&apos;Ère des Corporations</translation>
    </message>
    <message>
        <source>AutoMars cannot play on %1: its AutoMars board side is not published anywhere, so its tracks there are unknown. Choose another map.</source>
        <translation>AutoMars ne peut pas jouer sur %1&#xa0;: la face du plateau d&apos;AutoMars pour cette carte n&apos;est publiée nulle part, ses pistes y sont donc inconnues. Choisissez une autre carte.</translation>
    </message>
    <message>
        <source>AutoMars corporation: %1 %2</source>
        <translation>Corporation d&apos;AutoMars&#xa0;: %1 %2</translation>
    </message>
    <message>
        <source>AutoMars corporation: random</source>
        <translation>Corporation d&apos;AutoMars&#xa0;: au hasard</translation>
    </message>
    <message>
        <source>AutoMars difficulty</source>
        <translation>Difficulté d&apos;AutoMars</translation>
    </message>
    <message>
        <source>AutoMars without a corporation</source>
        <translation>AutoMars sans corporation</translation>
    </message>
    <message>
        <source>AutoMars&apos;s difficulty: Easy, Normal, Hard or Brutal, as in the AutoMars rulebook</source>
        <translation>Difficulté d&apos;AutoMars&#xa0;: Facile, Normal, Difficile ou Brutal, comme dans les règles d&apos;AutoMars</translation>
    </message>
    <message>
        <source>Beginner Corporation</source>
        <translation>Corporation débutant</translation>
    </message>
    <message>
        <source>Brutal</source>
        <translation>Brutal</translation>
    </message>
    <message>
        <source>Colonies expansion</source>
        <translation>Extension Colonies</translation>
    </message>
    <message>
        <source>Colour of this player&apos;s tiles and markers</source>
        <translation>Couleur des tuiles et marqueurs de ce joueur</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Ordinateur&#xa0;: %1</translation>
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
        <source>Drawn at random when you have chosen yours, never its namesake</source>
        <translation>Tirée au hasard une fois la vôtre choisie, jamais son homonyme</translation>
    </message>
    <message>
        <source>Each player is dealt 4 Prelude cards and keeps 2, played before the first action. The solo game then lasts 12 generations; AutoMars gets 3 more project cards instead of Preludes and wins at generation 18</source>
        <translation>Chaque joueur reçoit 4 cartes Prélude et en garde 2, jouées avant la première action. La partie solo dure alors 12 générations&#xa0;; AutoMars reçoit 3 cartes Projet de plus au lieu de Préludes et gagne à la génération 18</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Elysium: four volcanic spaces; Olympus Mons draws 3 cards</source>
        <translation>Elysium&#xa0;: quatre zones volcaniques&#xa0;; Olympus Mons fait piocher 3 cartes</translation>
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
        <source>Hellas: the south pole costs 6 M€ and gives an ocean; no volcanic spaces</source>
        <translation>Hellas&#xa0;: le pôle Sud coûte 6 M€ et donne un océan&#xa0;; aucune zone volcanique</translation>
    </message>
    <message>
        <source>How many people play: 1 to 5 (1 for the solo game and against AutoMars)</source>
        <translation>Nombre de joueurs&#xa0;: de 1 à 5 (1 pour le jeu solo et contre AutoMars)</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message numerus="yes">
        <source>Measured: won %1 of %n games against AutoMars Normal (base game)</source>
        <translation>
            <numerusform>Mesuré&#xa0;: a gagné %1 de %n partie contre AutoMars Normal (jeu de base)</numerusform>
            <numerusform>Mesuré&#xa0;: a gagné %1 des %n parties contre AutoMars Normal (jeu de base)</numerusform>
        </translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message numerus="yes">
        <source>Official solo game: won %1 of %n games</source>
        <translation>
            <numerusform>Jeu solo officiel&#xa0;: a gagné %1 de %n partie</numerusform>
            <numerusform>Jeu solo officiel&#xa0;: a gagné %1 des %n parties</numerusform>
        </translation>
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
        <translation>Humain</translation>
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
        <source>Prelude expansion</source>
        <translation>Extension Prélude</translation>
    </message>
    <message>
        <source>Second seat: AutoMars (automated opponent)</source>
        <translation>Deuxième joueur&#xa0;: AutoMars (adversaire automatisé)</translation>
    </message>
    <message>
        <source>Seed (optional)</source>
        <translation>Graine (facultative)</translation>
    </message>
    <message>
        <source>Solo game (12 generations)</source>
        <translation>Partie solo (12 générations)</translation>
    </message>
    <message>
        <source>Solo game (14 generations)</source>
        <translation>Partie solo (14 générations)</translation>
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
        <translation>Commencer avec la corporation débutant&#xa0;: 42 M€ et 10 cartes gratuites</translation>
    </message>
    <message>
        <source>Terra Cimmeria: four volcanic spaces; its colony space needs the Colonies expansion and is an empty space without it</source>
        <translation>Terra Cimmeria&#xa0;: quatre zones volcaniques&#xa0;; sa zone de colonie demande l&apos;extension Colonies et, sans elle, est une zone vide</translation>
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
        <source>The base game&apos;s map</source>
        <translation>La carte du jeu de base</translation>
    </message>
    <message>
        <source>The map of Mars played on, with its own milestones and awards</source>
        <translation>La carte de Mars de la partie, avec ses propres objectifs et récompenses</translation>
    </message>
    <message>
        <source>The official solo game: terraform Mars and Venus by the end of generation %1</source>
        <translation>La partie solo officielle&#xa0;: terraformer Mars et Vénus avant la fin de la génération %1</translation>
    </message>
    <message>
        <source>The official solo game: terraform Mars by the end of generation %1</source>
        <translation>La partie solo officielle&#xa0;: terraformer Mars avant la fin de la génération %1</translation>
    </message>
    <message>
        <source>The optional AutoMars corporation module: AutoMars plays a corporation card</source>
        <translation>Le module optionnel des corporations d&apos;AutoMars&#xa0;: AutoMars joue une carte corporation</translation>
    </message>
    <message>
        <source>The same seed deals the same cards: useful to replay a game</source>
        <translation>La même graine distribue les mêmes cartes&#xa0;: pratique pour rejouer une partie</translation>
    </message>
    <message>
        <source>The solo game always uses the Corporate Era cards</source>
        <translation>La partie solo se joue toujours avec les cartes de l&apos;Ère des Corporations</translation>
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
        <source>Utopia Planitia: spaces that give energy; no volcanic spaces</source>
        <translation>Utopia Planitia&#xa0;: des zones qui donnent de l&apos;énergie&#xa0;; aucune zone volcanique</translation>
    </message>
    <message>
        <source>Vastitas Borealis: the north pole costs 4 M€ and raises the temperature; four volcanic spaces</source>
        <translation>Vastitas Borealis&#xa0;: le pôle Nord coûte 4 M€ et augmente la température&#xa0;; quatre zones volcaniques</translation>
    </message>
    <message>
        <source>Venus Next expansion</source>
        <translation>Extension Venus Next</translation>
    </message>
    <message>
        <source>Who plays this seat: a person at this computer, or a computer opponent (Easy, Normal or Hard, the strongest)</source>
        <translation>Qui joue à cette place&#xa0;: une personne à cet ordinateur, ou un adversaire joué par l’ordinateur (Facile, Normal ou Difficile, le plus fort)</translation>
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
        <source>“%1” is the name of AutoMars or of the neutral player: choose another name.</source>
        <translation>« %1 » est le nom d’AutoMars ou du joueur neutre&#xa0;: choisissez un autre nom.</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Everyone else, please look away: %1&apos;s cards are shown next.</source>
        <translation>Les autres, détournez le regard&#xa0;: %1 va voir ses cartes.</translation>
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
    <message>
        <source>Undone: %1</source>
        <translation>Annulé&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>PaymentDialog</name>
    <message>
        <source>%1 costs %2 M€. How do you pay?</source>
        <translation>%1 coûte %2 M€. Comment payez-vous&#xa0;?</translation>
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
        <source>%1, choose your corporation and the project cards you keep (%2 M€ each).</source>
        <translation>%1, choisissez votre corporation et les cartes projet que vous gardez (%2 M€ chacune).</translation>
    </message>
    <message>
        <source>%1, choose your corporation, the project cards you keep (%2 M€ each) and 2 Preludes.</source>
        <translation>%1, choisissez votre corporation, les cartes Projet que vous gardez (%2 M€ chacune) et 2 Préludes.</translation>
    </message>
    <message>
        <source>%1, draft: keep one card; the rest go to your neighbour.</source>
        <translation>%1, draft&#xa0;: gardez une carte&#xa0;; les autres vont à votre voisin.</translation>
    </message>
    <message>
        <source>%1, play your Preludes before the first action: click the one to play now.</source>
        <translation>%1, jouez vos Préludes avant la première action&#xa0;: cliquez sur celui à jouer maintenant.</translation>
    </message>
    <message>
        <source>%1, research: keep the cards you want to buy (%2 M€ each).</source>
        <translation>%1, recherche&#xa0;: gardez les cartes que vous voulez acheter (%2 M€ chacune).</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) × %3 M€ = %1 M€ · you have %2 M€</source>
        <translation>
            <numerusform>%n carte × %3 M€ = %1 M€ · vous avez %2 M€</numerusform>
            <numerusform>%n cartes × %3 M€ = %1 M€ · vous avez %2 M€</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n offered card(s) — click the one you keep</source>
        <translation>
            <numerusform>%n carte proposée — cliquez sur celle que vous gardez</numerusform>
            <numerusform>%n cartes proposées — cliquez sur celle que vous gardez</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n offered card(s) — click the ones you keep</source>
        <translation>
            <numerusform>%n carte proposée — cliquez sur celles que vous gardez</numerusform>
            <numerusform>%n cartes proposées — cliquez sur celles que vous gardez</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a corporation first.</source>
        <translation>Choisissez d&apos;abord une corporation.</translation>
    </message>
    <message>
        <source>Choose the 2 Preludes you keep.</source>
        <translation>Choisissez les 2 Préludes que vous gardez.</translation>
    </message>
    <message>
        <source>Click the Prelude to play now.</source>
        <translation>Cliquez sur le Prélude à jouer maintenant.</translation>
    </message>
    <message>
        <source>Click the card you keep.</source>
        <translation>Cliquez sur la carte que vous gardez.</translation>
    </message>
    <message>
        <source>Click to choose</source>
        <translation>Cliquez pour choisir</translation>
    </message>
    <message>
        <source>Click to keep it</source>
        <translation>Cliquez pour la garder</translation>
    </message>
    <message>
        <source>Click to keep or give back</source>
        <translation>Cliquez pour garder ou rendre</translation>
    </message>
    <message>
        <source>Click to play it now</source>
        <translation>Cliquez pour le jouer maintenant</translation>
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
        <source>Kept</source>
        <translation>Gardées</translation>
    </message>
    <message>
        <source>Kept: %1</source>
        <translation>Gardées&#xa0;: %1</translation>
    </message>
    <message>
        <source>Kept: click to give it back</source>
        <translation>Gardée&#xa0;: cliquez pour la rendre</translation>
    </message>
    <message>
        <source>None yet</source>
        <translation>Aucune pour l&apos;instant</translation>
    </message>
    <message>
        <source>Not enough M€: %1 needed, %2 available.</source>
        <translation>Pas assez de M€&#xa0;: %1 nécessaires, %2 disponibles.</translation>
    </message>
    <message>
        <source>Preludes (click the 2 you keep)</source>
        <translation>Préludes (cliquez sur les 2 que vous gardez)</translation>
    </message>
    <message>
        <source>The Beginner Corporation keeps all 10 cards for free.</source>
        <translation>La corporation débutant garde les 10 cartes gratuitement.</translation>
    </message>
    <message>
        <source>Your Preludes</source>
        <translation>Vos Préludes</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>%1 · played: green %2, blue %3, red %4</source>
        <translation>%1 · jouées&#xa0;: vert %2, bleu %3, rouge %4</translation>
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
        <translation>Actions utilisées&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cards…</source>
        <translation>Cartes…</translation>
    </message>
    <message>
        <source>Colonies: %1 · trade fleets available: %2 of %3</source>
        <translation>Colonies&#xa0;: %1 · flottes commerciales disponibles&#xa0;: %2 sur %3</translation>
    </message>
    <message>
        <source>Corporation chosen, face down</source>
        <translation>Corporation choisie, face cachée</translation>
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
        <translation>Sur les cartes&#xa0;: %1</translation>
    </message>
    <message>
        <source>Show the cards %1 has played</source>
        <translation>Montrer les cartes jouées par %1</translation>
    </message>
    <message>
        <source>Shown once every research choice is revealed</source>
        <translation>Affiché une fois tous les choix de la phase de recherche révélés</translation>
    </message>
    <message>
        <source>Terraform rating</source>
        <translation>Niveau de Terraformation</translation>
    </message>
    <message>
        <source>cards in hand: not revealed yet</source>
        <translation>cartes en main&#xa0;: pas encore révélées</translation>
    </message>
</context>
<context>
    <name>PlayersColumn</name>
    <message>
        <source>Project deck: %1</source>
        <translation>Pioche de projets&#xa0;: %1</translation>
    </message>
    <message>
        <source>Project deck: %1 · discard pile: %2</source>
        <translation>Pioche de projets&#xa0;: %1 · défausse&#xa0;: %2</translation>
    </message>
    <message>
        <source>The discard pile is counted again once every research choice is revealed</source>
        <translation>La défausse est de nouveau comptée une fois tous les choix de la phase de recherche révélés</translation>
    </message>
    <message>
        <source>The discard pile is counted again once every set-up choice is revealed</source>
        <translation>La défausse est de nouveau comptée une fois tous les choix de la mise en place révélés</translation>
    </message>
    <message>
        <source>When the deck runs out, the discard pile is shuffled into a new deck</source>
        <translation>Quand la pioche est vide, la défausse est mélangée pour former une nouvelle pioche</translation>
    </message>
</context>
<context>
    <name>PositionDialog</name>
    <message>
        <source>The board before this decision</source>
        <translation>Le plateau avant cette décision</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>Lecteur</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Voir dans&#xa0;:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Quantity</name>
    <message numerus="yes">
        <source>%n M€</source>
        <translation>
            <numerusform>%n M€</numerusform>
            <numerusform>%n M€</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n adjacent ocean(s)</source>
        <translation>
            <numerusform>%n océan adjacent</numerusform>
            <numerusform>%n océans adjacents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n animal(s)</source>
        <translation>
            <numerusform>%n animal</numerusform>
            <numerusform>%n animaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bonus card(s)</source>
        <translation>
            <numerusform>%n carte bonus</numerusform>
            <numerusform>%n cartes bonus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n camp(s)</source>
        <translation>
            <numerusform>%n camp</numerusform>
            <numerusform>%n camps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n colony tile(s)</source>
        <translation>
            <numerusform>%n tuile colonie</numerusform>
            <numerusform>%n tuiles colonie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n energy</source>
        <translation>
            <numerusform>%n ressource d&apos;énergie</numerusform>
            <numerusform>%n ressources d&apos;énergie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fighter(s)</source>
        <translation>
            <numerusform>%n chasseur</numerusform>
            <numerusform>%n chasseurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n floater(s)</source>
        <translation>
            <numerusform>%n flotteur</numerusform>
            <numerusform>%n flotteurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n heat</source>
        <translation>
            <numerusform>%n ressource de chaleur</numerusform>
            <numerusform>%n ressources de chaleur</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n microbe(s)</source>
        <translation>
            <numerusform>%n microbe</numerusform>
            <numerusform>%n microbes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n placement bonus icon(s)</source>
        <translation>
            <numerusform>%n symbole de bonus de placement</numerusform>
            <numerusform>%n symboles de bonus de placement</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plant(s)</source>
        <translation>
            <numerusform>%n plante</numerusform>
            <numerusform>%n plantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n project card(s)</source>
        <translation>
            <numerusform>%n carte projet</numerusform>
            <numerusform>%n cartes projet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n resource(s)</source>
        <translation>
            <numerusform>%n ressource</numerusform>
            <numerusform>%n ressources</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n science resource(s)</source>
        <translation>
            <numerusform>%n ressource science</numerusform>
            <numerusform>%n ressources science</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n steel</source>
        <translation>
            <numerusform>%n ressource d&apos;acier</numerusform>
            <numerusform>%n ressources d&apos;acier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tied space(s)</source>
        <translation>
            <numerusform>%n case à égalité</numerusform>
            <numerusform>%n cases à égalité</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n titanium</source>
        <translation>
            <numerusform>%n ressource de titane</numerusform>
            <numerusform>%n ressources de titane</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResourceCell</name>
    <message>
        <source>%1: %2 in stock, production %3 per generation</source>
        <translation>%1&#xa0;: %2 en réserve, production de %3 par génération</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>%1 (%2): %3, %4.</source>
        <translation>%1 (%2)&#xa0;: %3, %4.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message numerus="yes">
        <source>%n decisions reviewed</source>
        <translation>
            <numerusform>%n décision examinée</numerusform>
            <numerusform>%n décisions examinées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n where the strongest bot would have scored more</source>
        <translation>
            <numerusform>%n où le bot le plus fort aurait marqué davantage</numerusform>
            <numerusform>%n où le bot le plus fort aurait marqué davantage</numerusform>
        </translation>
    </message>
    <message>
        <source>A choice of card</source>
        <translation>Un choix de carte</translation>
    </message>
    <message>
        <source>A choice of cards</source>
        <translation>Un choix de cartes</translation>
    </message>
    <message>
        <source>A choice of colony</source>
        <translation>Un choix de colonie</translation>
    </message>
    <message>
        <source>A choice of player</source>
        <translation>Un choix de joueur</translation>
    </message>
    <message>
        <source>A choice on a card</source>
        <translation>Un choix sur une carte</translation>
    </message>
    <message>
        <source>A decision</source>
        <translation>Une décision</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Cards to buy</source>
        <translation>Cartes à acheter</translation>
    </message>
    <message>
        <source>Corporation and starting cards</source>
        <translation>Corporation et cartes de départ</translation>
    </message>
    <message>
        <source>Cost: %1 at the end of the game (%2)</source>
        <translation>Coût&#xa0;: %1 à la fin de la partie (%2)</translation>
    </message>
    <message>
        <source>Draft pick</source>
        <translation>Choix du draft</translation>
    </message>
    <message>
        <source>End the turn.</source>
        <translation>Terminez le tour.</translation>
    </message>
    <message>
        <source>Final greeneries</source>
        <translation>Conversion finale des plantes en verdure</translation>
    </message>
    <message>
        <source>Generation %1</source>
        <translation>Génération %1</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Combien</translation>
    </message>
    <message>
        <source>No decision cost a point against the strongest bot&apos;s choice.</source>
        <translation>Aucune décision n’a coûté un point face au choix du bot le plus fort.</translation>
    </message>
    <message>
        <source>Pass.</source>
        <translation>Passez.</translation>
    </message>
    <message>
        <source>Played: %1</source>
        <translation>Joué&#xa0;: %1</translation>
    </message>
    <message>
        <source>Prelude to play</source>
        <translation>Prélude à jouer</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Strongest bot: %1</source>
        <translation>Bot le plus fort&#xa0;: %1</translation>
    </message>
    <message>
        <source>The review opens once the game is over: it shows a player&apos;s past cards, and others are at the keyboard.</source>
        <translation>L’analyse s’ouvre une fois la partie terminée&#xa0;: elle montre les cartes passées d’un joueur, et d’autres sont au clavier.</translation>
    </message>
    <message>
        <source>The review saved with this game is damaged or belongs to another game; it was left out.</source>
        <translation>L’analyse enregistrée avec cette partie est endommagée ou appartient à une autre partie&#xa0;; elle a été ignorée.</translation>
    </message>
    <message>
        <source>The review was stopped before the end of the game.</source>
        <translation>L’analyse a été arrêtée avant la fin de la partie.</translation>
    </message>
    <message>
        <source>There is no player called {player} in this game.</source>
        <translation>Il n’y a pas de joueur nommé {player} dans cette partie.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed: it was not played from its start with this version of tmdesk (a scenario, or a game saved before decisions were recorded).</source>
        <translation>Cette partie ne peut pas être analysée&#xa0;: elle n’a pas été jouée depuis son début avec cette version de tmdesk (un scénario, ou une partie sauvegardée avant que les décisions ne soient enregistrées).</translation>
    </message>
    <message>
        <source>Where to place a tile</source>
        <translation>Où poser une tuile</translation>
    </message>
    <message numerus="yes">
        <source>about %n VP</source>
        <translation>
            <numerusform>environ %n PV</numerusform>
            <numerusform>environ %n PV</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>estimated on %n sampled deals</source>
        <translation>
            <numerusform>estimé sur %n donne tirée au hasard</numerusform>
            <numerusform>estimé sur %n donnes tirées au hasard</numerusform>
        </translation>
    </message>
    <message>
        <source>less than 1 VP</source>
        <translation>moins de 1 PV</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Cost at the end</source>
        <translation>Coût à la fin</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Décision</translation>
    </message>
    <message>
        <source>Each of %1&apos;s decisions is compared with what the strongest computer player would have done. Where they differ, both are played out to the end of the game on a few deals of the cards %1 could not see; the list shows what each difference cost at the end. Double-click a row to see the board as it was.</source>
        <translation>Chaque décision prise par %1 est comparée à ce qu’aurait fait le joueur ordinateur le plus fort. Là où elles diffèrent, les deux sont jouées jusqu’à la fin de la partie sur quelques donnes des cartes cachées à %1&#xa0;; la liste montre ce que chaque différence a coûté à la fin. Double-cliquez sur une ligne pour voir le plateau tel qu’il était.</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Génération</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Joué</translation>
    </message>
    <message>
        <source>Press Start: a whole game takes up to a few minutes.</source>
        <translation>Appuyez sur Démarrer&#xa0;: une partie entière prend jusqu’à quelques minutes.</translation>
    </message>
    <message>
        <source>Review again</source>
        <translation>Analyser à nouveau</translation>
    </message>
    <message>
        <source>Review of %1&apos;s game</source>
        <translation>Analyse de la partie&#xa0;: %1</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>Analyse en cours…</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>Strongest bot</source>
        <translation>Bot le plus fort</translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation>L’analyse a été annulée.</translation>
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
    <name>Space</name>
    <message>
        <source>ocean space %1 of row %2</source>
        <translation>case océan %1 de la ligne %2</translation>
    </message>
    <message>
        <source>ocean space %1 of row %2 (%3)</source>
        <translation>case océan %1 de la ligne %2 (%3)</translation>
    </message>
    <message>
        <source>space %1 of row %2</source>
        <translation>case %1 de la ligne %2</translation>
    </message>
    <message>
        <source>space %1 of row %2 (%3)</source>
        <translation>case %1 de la ligne %2 (%3)</translation>
    </message>
    <message>
        <source>space reserved for %1</source>
        <translation>case réservée à %1</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Against AutoMars</source>
        <translation>Contre AutoMars</translation>
    </message>
    <message>
        <source>AutoMars level</source>
        <translation>Niveau d&apos;AutoMars</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message>
        <source>Brutal</source>
        <translation>Brutal</translation>
    </message>
    <message>
        <source>By mode</source>
        <translation>Par mode</translation>
    </message>
    <message>
        <source>Corporate Era</source>
        <translation>Ère des Corporations</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Every finished game, the newest first</source>
        <translation>Toutes les parties terminées, la plus récente en premier</translation>
    </message>
    <message>
        <source>Expansions</source>
        <translation>Extensions</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>No game finished yet: each game played to its end in tmdesk is added here.</source>
        <translation>Aucune partie terminée pour l&apos;instant&#xa0;: chaque partie jouée jusqu&apos;au bout dans tmdesk s&apos;ajoute ici.</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Prelude</source>
        <translation>Prélude</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Solo game</source>
        <translation>Partie solo</translation>
    </message>
    <message>
        <source>Standard game</source>
        <translation>Partie standard</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>draft</translation>
    </message>
    <message>
        <source>lost: %1 won</source>
        <translation>perdue&#xa0;: %1 a gagné</translation>
    </message>
    <message>
        <source>lost: Mars not terraformed in time</source>
        <translation>perdue&#xa0;: Mars n&apos;a pas été terraformée à temps</translation>
    </message>
    <message>
        <source>won by %1</source>
        <translation>gagnée par %1</translation>
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
    <name>Tag</name>
    <message>
        <source>Animal</source>
        <translation>Animal</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Bâtiment</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Cité</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>Terre</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Jovian</source>
        <translation>Jovien</translation>
    </message>
    <message>
        <source>Microbe</source>
        <translation>Microbe</translation>
    </message>
    <message>
        <source>Plant</source>
        <translation>Plante</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Énergie</translation>
    </message>
    <message>
        <source>Science</source>
        <translation>Science</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Spatial</translation>
    </message>
    <message>
        <source>Venus</source>
        <translation>Vénus</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Joker</translation>
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
        <source>Agronomist</source>
        <translation>Agronome</translation>
    </message>
    <message>
        <source>Air Scrapping</source>
        <translation>Purification</translation>
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
        <source>Architect</source>
        <translation>Architecte</translation>
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
        <source>Benefactor</source>
        <translation>Bienfaiteur</translation>
    </message>
    <message>
        <source>Blacksmith</source>
        <translation>Forgeron</translation>
    </message>
    <message>
        <source>Botanist</source>
        <translation>Botaniste</translation>
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
        <source>Celebrity</source>
        <translation>Célébrité</translation>
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
        <source>Coastguard</source>
        <translation>Garde-côte</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Colonies</translation>
    </message>
    <message>
        <source>Contractor</source>
        <translation>Entrepreneur</translation>
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
        <source>Cultivator</source>
        <translation>Cultivateur</translation>
    </message>
    <message>
        <source>Desert Settler</source>
        <translation>Colon des Sables</translation>
    </message>
    <message>
        <source>Diversifier</source>
        <translation>Diversificateur</translation>
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
        <source>Eccentric</source>
        <translation>Excentrique</translation>
    </message>
    <message>
        <source>EcoLine</source>
        <translation>EcoLine</translation>
    </message>
    <message>
        <source>Ecologist</source>
        <translation>Écologiste</translation>
    </message>
    <message>
        <source>Electrician</source>
        <translation>Électricien</translation>
    </message>
    <message>
        <source>Elysium</source>
        <translation>Elysium</translation>
    </message>
    <message>
        <source>Elysium Mons</source>
        <translation>Elysium Mons</translation>
    </message>
    <message>
        <source>Energizer</source>
        <translation>Générateur</translation>
    </message>
    <message>
        <source>Energy track (power/Jovian)</source>
        <translation>piste Énergie/Jovien</translation>
    </message>
    <message>
        <source>Engineer</source>
        <translation>Ingénieur</translation>
    </message>
    <message>
        <source>Estate Dealer</source>
        <translation>Concessionnaire</translation>
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
        <source>Farmer</source>
        <translation>Fermier</translation>
    </message>
    <message>
        <source>Forecaster</source>
        <translation>Météorologue</translation>
    </message>
    <message>
        <source>Forester</source>
        <translation>Garde forestier</translation>
    </message>
    <message>
        <source>Founder</source>
        <translation>Fondateur</translation>
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
        <source>Fundraiser</source>
        <translation>Collecteur de fonds</translation>
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
        <source>Generalist</source>
        <translation>Généraliste</translation>
    </message>
    <message>
        <source>Geologist</source>
        <translation>Géologue</translation>
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
        <source>Hecates Tholus</source>
        <translation>Hecates Tholus</translation>
    </message>
    <message>
        <source>Helion</source>
        <translation>Helion</translation>
    </message>
    <message>
        <source>Hellas</source>
        <translation>Hellas</translation>
    </message>
    <message>
        <source>Highlander</source>
        <translation>Montagnard</translation>
    </message>
    <message>
        <source>Hoverlord</source>
        <translation>Aéronaute</translation>
    </message>
    <message>
        <source>Incorporator</source>
        <translation>Incubateur</translation>
    </message>
    <message>
        <source>Industrialist</source>
        <translation>Industriel</translation>
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
        <source>Investor</source>
        <translation>Investisseur</translation>
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
        <source>Landscaper</source>
        <translation>Paysagiste</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Légende</translation>
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
        <source>Magnate</source>
        <translation>Magnat</translation>
    </message>
    <message>
        <source>Manager</source>
        <translation>Gestionnaire</translation>
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
        <source>Metallurgist</source>
        <translation>Métallurgiste</translation>
    </message>
    <message>
        <source>Meteor Shower</source>
        <translation>Pluie de météores</translation>
    </message>
    <message>
        <source>Metropolist</source>
        <translation>Métropolitain</translation>
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
        <source>Mogul</source>
        <translation>Nabab</translation>
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
        <source>North Pole</source>
        <translation>Pôle Nord</translation>
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
        <source>Pioneer</source>
        <translation>Pionnier</translation>
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
        <source>Planetologist</source>
        <translation>Planétologue</translation>
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
        <source>Polar Explorer</source>
        <translation>Polaire</translation>
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
        <source>Promoter</source>
        <translation>Promoteur</translation>
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
        <source>Researcher</source>
        <translation>Chercheur</translation>
    </message>
    <message>
        <source>Rim Settler</source>
        <translation>Frontalier</translation>
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
        <source>Solar phase</source>
        <translation>Phase solaire</translation>
    </message>
    <message>
        <source>South Pole</source>
        <translation>Pôle Sud</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Spatial</translation>
    </message>
    <message>
        <source>Space Baron</source>
        <translation>Spationaute</translation>
    </message>
    <message>
        <source>Space track</source>
        <translation>piste Spatial</translation>
    </message>
    <message>
        <source>Spacefarer</source>
        <translation>Astronaute</translation>
    </message>
    <message>
        <source>Specialist</source>
        <translation>Spécialiste</translation>
    </message>
    <message>
        <source>Suburbian</source>
        <translation>Banlieusard</translation>
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
        <source>Tactician</source>
        <translation>Tacticien</translation>
    </message>
    <message>
        <source>Teractor</source>
        <translation>Teractor</translation>
    </message>
    <message>
        <source>Terra Cimmeria</source>
        <translation>Terra Cimmeria</translation>
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
        <source>Trader</source>
        <translation>Négociant</translation>
    </message>
    <message>
        <source>Traveller</source>
        <translation>Voyageur</translation>
    </message>
    <message>
        <source>Tycoon</source>
        <translation>Visionnaire</translation>
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
        <source>Utopia Planitia</source>
        <translation>Utopia Planitia</translation>
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
        <source>Vastitas Borealis</source>
        <translation>Vastitas Borealis</translation>
    </message>
    <message>
        <source>Venuphile</source>
        <translation>Vénuphile</translation>
    </message>
    <message>
        <source>Venus</source>
        <translation>Vénus</translation>
    </message>
    <message>
        <source>Venus Next</source>
        <translation>Venus Next</translation>
    </message>
    <message>
        <source>Venus scale</source>
        <translation>échelle de Vénus</translation>
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
        <source>World Government terraforming</source>
        <translation>terraformation du Gouvernement Mondial</translation>
    </message>
    <message>
        <source>Zoologist</source>
        <translation>Zoologiste</translation>
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
        <source>camp</source>
        <translation>camp</translation>
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
        <source>floater</source>
        <translation>flotteur</translation>
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
        <translation>indicateurs de départ</translation>
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
        <source>Air Scrapping</source>
        <translation>Purification</translation>
    </message>
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
        <source>Build Colony</source>
        <translation>Construire une colonie</translation>
    </message>
    <message>
        <source>Builder</source>
        <translation>Constructeur</translation>
    </message>
    <message>
        <source>Callisto</source>
        <translation>Callisto</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Capitale</translation>
    </message>
    <message>
        <source>Ceres</source>
        <translation>Cérès</translation>
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
        <source>Enceladus</source>
        <translation>Encelade</translation>
    </message>
    <message>
        <source>Europa</source>
        <translation>Europe</translation>
    </message>
    <message>
        <source>Ganymede</source>
        <translation>Ganymède</translation>
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
        <source>Hoverlord</source>
        <translation>Aéronaute</translation>
    </message>
    <message>
        <source>Industrial Center</source>
        <translation>Centre Industriel</translation>
    </message>
    <message>
        <source>Io</source>
        <translation>Io</translation>
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
        <source>Lava Tube Settlement</source>
        <translation>Camp du Tunnel de Lave</translation>
    </message>
    <message>
        <source>Luna</source>
        <translation>Lune</translation>
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
        <source>Miranda</source>
        <translation>Miranda</translation>
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
        <source>Pluto</source>
        <translation>Pluton</translation>
    </message>
    <message>
        <source>Power plant</source>
        <translation>Centrale électrique</translation>
    </message>
    <message>
        <source>Prelude</source>
        <translation>Prélude</translation>
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
        <source>Titan</source>
        <translation>Titan</translation>
    </message>
    <message>
        <source>Triton</source>
        <translation>Triton</translation>
    </message>
    <message>
        <source>Urbanized Area</source>
        <translation>Zone Urbanisée</translation>
    </message>
    <message>
        <source>Venuphile</source>
        <translation>Vénuphile</translation>
    </message>
    <message>
        <source>Venus</source>
        <translation>Vénus</translation>
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
        <source>floater</source>
        <translation>flotteur</translation>
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
        <source>solar phase</source>
        <translation>phase solaire</translation>
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
    <name>Tile</name>
    <message>
        <source>a city tile</source>
        <translation>une tuile cité</translation>
    </message>
    <message>
        <source>a greenery tile</source>
        <translation>une tuile verdure</translation>
    </message>
    <message>
        <source>an ocean tile</source>
        <translation>une tuile océan</translation>
    </message>
    <message>
        <source>the %1 tile</source>
        <translation>la tuile %1</translation>
    </message>
    <message>
        <source>your player marker</source>
        <translation>votre marqueur joueur</translation>
    </message>
</context>
<context>
    <name>TracksDialog</name>
    <message>
        <source>AutoMars&apos;s board</source>
        <translation>Plateau d&apos;AutoMars</translation>
    </message>
    <message>
        <source>AutoMars&apos;s board: %1</source>
        <translation>Plateau d&apos;AutoMars&#xa0;: %1</translation>
    </message>
    <message>
        <source>The orange space is each counter&apos;s position. Hover a space to see what AutoMars does when its counter reaches it.</source>
        <translation>La case orange est la position de chaque compteur. Survolez une case pour voir ce que fait AutoMars quand son compteur l&apos;atteint.</translation>
    </message>
</context>
<context>
    <name>WorldGovernmentDialog</name>
    <message>
        <source>%1, as first player you choose which global parameter the World Government raises one step this generation.</source>
        <translation>%1, en tant que premier joueur, vous choisissez le paramètre global que le Gouvernement Mondial augmente de 1 cran à cette génération.</translation>
    </message>
    <message>
        <source>Nobody gains TR or any bonus from it.</source>
        <translation>Personne n&apos;en gagne de NT ni de bonus.</translation>
    </message>
    <message>
        <source>Ocean: place an ocean tile (%1 left)</source>
        <translation>Océan&#xa0;: placer une tuile océan (il en reste %1)</translation>
    </message>
    <message>
        <source>Oxygen: %1 → %2 %</source>
        <translation>Oxygène&#xa0;: %1 → %2 %</translation>
    </message>
    <message>
        <source>Temperature: %1 → %2 °C</source>
        <translation>Température&#xa0;: %1 → %2 °C</translation>
    </message>
    <message>
        <source>Venus: %1 → %2 %</source>
        <translation>Vénus&#xa0;: %1 → %2 %</translation>
    </message>
    <message>
        <source>World Government terraforming</source>
        <translation>Terraformation du Gouvernement Mondial</translation>
    </message>
</context>
</TS>
