"""Rated deals of every rule and level, as deal letters: written by tools/make_difficulty.py."""

DEALS: dict[str, dict[str, tuple[str, ...]]] = {  # rule letter -> level -> deal letters
    "C": {
        "easy": (
            "WCZVUWK", "BKZELYX", "QTIRQBW", "THYCOEI", "LPOFIKX", "OKBSUFY", "FDRVEVL", "BPTFOVW", "MLUQZDF", "WHCSRCM",
            "GFKKKNZ", "XGXRIBI", "HLPGFEL", "RKCQXTI", "WPUQTEA", "LWUCDUN", "TVSUKAT", "SQHBTOI", "OPRTRXL", "BLPLWIF",
            "JYUFXKV", "FXHMXWA", "EKOLCIW", "TSJJBPN", "PLNQHHB", "PPNCZUT", "JDCNGAQ", "QFHSBMW", "WTDYHUR", "XJFPWPB",
            "HLIWVOW", "UZZAECK", "PYDLNVI", "GBAJNCK", "OKFBWZX", "ZGVNRJC", "TXSXGRR", "HNGQQDV", "FEWYJUN", "CLEGGAN",
            "VBHZDZO", "IEFRDHE", "TEJXKNB", "CPYRCRV", "DOSDYRB", "GOSKHTF", "DTAUELA", "ZVEZLKP", "ERADAMP", "WDJXRUM",
            "SWKUACC", "EPFMTUA", "WMNNHLG", "TVPNDZF", "VIVZWOA", "SZHMGJZ", "WNGJTBU", "LPRTRBN", "UFQEINC", "PWFLRZV",
            "WXPHZCD", "HBYSKDU", "TIFQHAD", "LFWRABH", "EMZWNVI", "EIWHHIY", "KVYOISP", "IFFTSZA", "XVJATJR", "TWRLXRT",
            "EAXJFAV", "VGFUHYC", "XCCZEDI", "JNLNTOX", "BQOPHBH", "XPBWOIW", "CLSXUUD", "FYZGSOR", "WIWYDUS", "RBYLVVU",
            "FPYUYRY",
        ),
        "medium": (
            "ZBUMHHM", "JVCKSAH", "DETRGNZ", "ZTABSIY", "DVFRXCH", "QWSFFGJ", "FBJLLIF", "DVCFJMB", "MDMYKPI", "YLAPMZE",
            "SUNPFQC", "EJFVYTR", "JRRPPEP", "ZTSHLIZ", "IVNCOIB", "YOPWIBY", "OBQKCDY", "NHPEKHN", "SMTITWR", "EWHNMHQ",
            "SISNCEY", "YXYDGRR", "ROULMMV", "OEHRYQK", "ULSEIWW", "IXTAFUV", "ZNIRZBC", "OHKGJLF", "TNQGFHE", "TOARIKP",
            "XGBMOOP", "DTXPHAY", "CQRFVXV", "XCCIWLM", "WXGCWLI", "XFUBQII", "RQPPXCX", "ZCBDHKX", "TLBLLYC", "USPOYSZ",
            "AMXVAEM", "ZEGCZXE", "KKNEYAF", "WUWQEWM", "XQDPGGO", "IMUZGXW", "OHONGVW", "IHFIAKI", "ZTQSBWM", "SRNUFMA",
            "IIDTNBA", "QCXQHAU", "XSTJWDF", "IGYIOXD", "PLUDBKU", "BSPZQYK", "AJARVDX", "XQCGOYX", "UZMPHFA", "LXULTJC",
            "JBAHIEH", "ZHXUWHY", "HZOGNSK", "XJPJGRM", "PMNVNVN", "TELLIRX", "FFIJJJB", "QOAKPLZ", "HCDEGLU", "DCGZOEF",
            "MZEKEMN", "HKRSFVC", "NHAVJAJ", "KEOUTBU", "QQUTNCT", "UNDLALX", "KGVWJPF", "DPOHPLG", "BENIEQF", "YTJXMEQ",
            "CNQOUIP", "JQUZWSE", "DDJDYCN", "HEYRGMJ", "CDPTPSS", "FYSBALV", "VEIFNEX", "VHXWAQN", "TPKXMKW", "LDYMRPZ",
            "ELGWCTP", "ILJNYBC", "KNBTIGU", "LOGGUKD", "YQCKDBH", "PHERADV", "NGYDMQH", "CBPYHVL", "HDSUSTP", "ZBKPZUG",
            "TEVPMEK", "BBIVKCG", "UBFGCZZ",
        ),
        "hard": (
            "UOGBILQ", "IWHPTJD", "BHRUKVV", "MGRGGFZ", "BWIRIUR", "LJYYZKO", "STIDOOA", "IVEVBGT", "VPOXPFC", "SPTKOMU",
            "REJUEFP", "WJERECG", "HPKYTED", "IVOTWEB", "XMATDXT", "TIKUFXE", "KUSEFSN", "ABPYHPR", "ELAPPMA", "GNMHAGI",
            "JPBEQDK", "ZCNRHYM", "IIKKMXX", "NDWHYZC", "CLZXDFQ", "ETZDNHN", "XIUYHNY", "CIDQXFN", "MKBSSWI", "ZCZGSEL",
            "VFAPVQT", "XZDPKGQ", "LOEPHKX", "STRLXAA", "ITCLKRK", "AQTOJIR", "UCGOYCS", "DWFQYLP", "QWOERKS", "QJRONHB",
            "KZZPVNM", "DIRJVCU", "JWQHCID", "KBJQCYP", "WPZFGGC", "LZBWRAZ", "WTJFAHU", "LHPGDQT", "HWODPXI", "BDPAMHP",
            "XVAYAZP", "GINOIVP", "PDTOSBN", "JVJOPVQ", "KDFMJBG", "VZKULNK", "FZPAEXR", "OZIFJWE", "LWPKGRY", "MBEGCFE",
            "OZVUWNJ", "YCCAVLP", "UJQLUAI", "JOLOOAF", "RRJMACQ", "OTJROOG", "EYYGJOD", "JQJPWEQ", "YNHWFMG", "PALAWXB",
            "TEUECAB", "GAERLAN", "NZFHSAT", "LKUYZQG", "ZMZFAWH", "QMKFGGR", "FHFSVSD", "SPBHYOT", "SBGSNIV", "HYMYCTL",
            "FIMOROO", "PIPPUOR", "SBPRSZC", "VXSELZK", "ZXUDFJS", "UJNTLYZ", "GYDTINJ", "LPWYEGH", "EFIQSCF", "TAGSUMX",
            "YLNKKPN", "HSRDLJO", "BKJSOPH", "WHFXNSY", "EQKXEUO", "MPCFQPP", "BWRDBYS",
        ),
    },
    "R": {
        "easy": (
            "JVCKSAH", "UOGBILQ", "DETRGNZ", "DVFRXCH", "BKZELYX", "MGRGGFZ", "QWSFFGJ", "LJYYZKO", "FBJLLIF", "CEBMXLG",
            "DVCFJMB", "QTIRQBW", "LPOFIKX", "MDMYKPI", "OKBSUFY", "FDRVEVL", "YLAPMZE", "STIDOOA", "BPTFOVW", "IVEVBGT",
            "SUNPFQC", "MLUQZDF", "WHCSRCM", "VPOXPFC", "SPTKOMU", "REJUEFP", "EJFVYTR", "JRRPPEP", "GFKKKNZ", "XGXRIBI",
            "HLPGFEL", "XMATDXT", "TIKUFXE", "ZTSHLIZ", "ABPYHPR", "ELAPPMA", "GNMHAGI", "JPBEQDK", "WPUQTEA", "LWUCDUN",
            "TVSUKAT", "ZCNRHYM", "SQHBTOI", "YOPWIBY", "OBQKCDY", "NHPEKHN", "SMTITWR", "EWHNMHQ", "IIKKMXX", "OPRTRXL",
            "BLPLWIF", "JYUFXKV", "SISNCEY", "YXYDGRR", "ROULMMV", "EKOLCIW", "NBMAPJX", "ULSEIWW", "CLZXDFQ", "PLNQHHB",
            "ETZDNHN", "XIUYHNY", "CIDQXFN", "MKBSSWI", "JDCNGAQ", "IXTAFUV", "HPLTJJZ", "VFAPVQT", "WTDYHUR", "XJFPWPB",
            "HLIWVOW", "XZDPKGQ", "LOEPHKX", "OHKGJLF", "TNQGFHE", "XGBMOOP", "MRTNJCN", "DTXPHAY", "STRLXAA", "ITCLKRK",
            "CQRFVXV", "AQTOJIR", "GBAJNCK", "OKFBWZX", "TXSXGRR", "XCCIWLM", "DWFQYLP", "WXGCWLI", "XFUBQII", "HNGQQDV",
            "CKZFIXB", "ZCBDHKX", "QJRONHB", "KZZPVNM", "USPOYSZ", "FEWYJUN", "DIRJVCU", "CLEGGAN", "FBQXRXK", "KBJQCYP",
            "AMXVAEM", "GRIFEJY", "WUWQEWM", "VBHZDZO", "IEFRDHE", "WPZFGGC", "TEJXKNB", "IMUZGXW", "IHFIAKI", "WTJFAHU",
            "ZTQSBWM", "IIDTNBA", "NUOOPEL", "CPYRCRV", "LHPGDQT", "QCXQHAU", "DOSDYRB", "GOSKHTF", "DTAUELA", "WSUWNKY",
            "XVAYAZP", "IGYIOXD", "ZVEZLKP", "ERADAMP", "BSPZQYK", "AJARVDX", "XQCGOYX", "UZMPHFA", "TMDNZYO", "VZKULNK",
        ),
        "medium": (
            "ZBUMHHM", "IWHPTJD", "WCZVUWK", "BHRUKVV", "CTHQTTR", "BWIRIUR", "WJERECG", "KUSEFSN", "UYYHEAH", "RKCQXTI",
            "YSSJCFO", "LHFAUGI", "FXHMXWA", "JHQYZAN", "PPNCZUT", "VPTXQLR", "ZNIRZBC", "TOARIKP", "UCGOYCS", "ZGVNRJC",
            "QWOERKS", "RQPPXCX", "TLBLLYC", "JWQHCID", "LZBWRAZ", "OHONGVW", "ZCKUEQC", "XSTJWDF", "JVJOPVQ", "KDFMJBG",
        ),
        "hard": (
            "ZTABSIY", "THYCOEI", "HPKYTED", "IVOTWEB", "WZUMRKJ", "HVPETAY", "IVNCOIB", "RUVIRJL", "NDWHYZC", "TSJJBPN",
            "OEHRYQK", "ZCZGSEL", "QFHSBMW", "UZZAECK", "PYDLNVI", "LEYOLCP", "ZEGCZXE", "KKNEYAF", "XQDPGGO", "AMFCXLG",
            "SRNUFMA", "HWODPXI", "OHFHEZQ", "BDPAMHP", "GINOIVP", "PDTOSBN", "PLUDBKU",
        ),
    },
}
DAILY_LEVELS = (  # the level of each deal of daily_table.LETTERS: E, M, H, - (not rated)
    "EHHHHMEHHEMHMM-MEEHEMMHHMHHMMEEHHMEMEEMEEMEEHHMMMEMM----------------------------"
    "--------------------------------------------------------------------------------"
    "--------------------------------------------------------------------------------"
    "--------------------------------------------------------------------------------"
    "--------------------------------------------------------------------------------"
    "--------------------------------------------------------------------------------"
    "--------------------------------------------------------------------------------"
    "--------------------------------------------------------------------------------"
    "--------------------------------------------------------------------------------"
    "----------"
)
