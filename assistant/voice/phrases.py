"""What the voice front end itself says or shows, in French (the game's answers come from
``assistant.wording`` through the chat pipeline)."""

NOT_UNDERSTOOD = "Je n'ai pas compris. Répétez la commande, par exemple : « lance trois dés »."
NOTHING_HEARD = "Je n'ai rien entendu."
DESTIN_NOTED = "Destin noté."
NOTHING_TO_REPEAT = "Je n'ai encore rien dit."
HANDLER_FAILED = "Je n'ai pas pu traiter cette commande. Essayez de la formuler autrement."
HEARD = "Entendu : {text}"
DOUBTFUL = "Entendu sans certitude : {text}"
FOR_DESTINEE = "(Destinée) {text}"
SLOWER = "Je parle plus lentement."
FASTER = "Je parle plus vite."
LOUDER = "Je parle plus fort."
SOFTER = "Je parle moins fort."
PUSH_TO_TALK_PROMPT = "Appuyez sur Entrée puis parlez (q puis Entrée pour quitter)."
WAKE_WORD_PROMPT = (
    "Dites « {wake_word} », attendez le bip, puis donnez la commande (Ctrl+C pour quitter)."
)
NO_MODEL = (
    "Aucun modèle de reconnaissance vocale français n'est installé.\n"
    "Pour l'installer (environ 40 Mo, connexion requise) : hades voice-model\n"
    "Ou placez un modèle vosk français dans ~/.cache/vosk, ou indiquez son dossier dans "
    "VOSK_MODEL_PATH.\n"
    "En attendant, le mode texte fonctionne : hades chat"
)
NO_AUDIO = (
    "Impossible d'ouvrir le micro ou le haut-parleur ({detail}).\n"
    "Vérifiez le nom des périphériques (HADES_MICRO, HADES_HAUT_PARLEUR) ; le mode texte "
    "fonctionne toujours : hades chat"
)
NO_SPEECH_ENGINE = (
    "Le programme de synthèse vocale « {program} » est introuvable : installez-le "
    "(sudo apt-get install {program}) ou choisissez un autre moteur (HADES_MOTEUR_VOCAL)."
)
WAKE_WORD_UNKNOWN = (
    "Le mot d'éveil « {wake_word} » n'est pas dans le vocabulaire du modèle : choisissez-en un "
    "autre (HADES_MOT_EVEIL) ou utilisez le mode bouton."
)
MODEL_BROKEN = (
    "Le modèle vosk de {path} n'a pas pu être chargé (dossier incomplet ?). Retéléchargez-le : "
    "hades voice-model"
)
MODEL_READY = "Modèle français prêt : {path}"
MODEL_DOWNLOAD_FAILED = "Le téléchargement du modèle a échoué ({detail}). Vérifiez la connexion."
